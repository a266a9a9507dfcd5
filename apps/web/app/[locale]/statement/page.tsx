import { StatementView } from '../../../components/statement/statement-view';
import { PageMessages } from '../../../lib/i18n/page-messages';
import { pageMessages, translate } from '../../../lib/i18n/server-messages';
import { pageMetadata } from '../../../lib/site/page-head';
import type { LocaleParams } from '../../../lib/site/route-params';

export async function generateMetadata({ params }: { params: LocaleParams }) {
  const { locale } = await params;
  return pageMetadata({
    locale,
    path: '/statement',
    title: translate(locale, 'statement.title'),
    description: translate(locale, 'home.description'),
  });
}

/** The player's statement: bets and wallet movements, CSV and printable (beyond the spec). */
export default async function StatementPage({ params }: { params: LocaleParams }) {
  const { locale } = await params;
  return (
    <div data-page-id="statement">
      {/* The pager's texts come with this page only, not in the catalogue every page carries. */}
      <PageMessages locale={locale} messages={pageMessages(locale, 'statement.pager.')}>
        <StatementView />
      </PageMessages>
    </div>
  );
}
