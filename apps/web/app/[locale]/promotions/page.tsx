import { PageHeader } from '../../../components/page/page-header';
import { translate } from '../../../lib/i18n/messages';
import type { LocaleParams } from '../../../lib/site/route-params';
import { simpleMetadata } from '../../../lib/site/simple-metadata';

export const generateMetadata = simpleMetadata('/promotions', 'promotions.title');

/** Promotions (page id promotions): bonus cards arrive with the bonuses issue; until then, the empty state. */
export default async function PromotionsPage({ params }: { params: LocaleParams }) {
  const { locale } = await params;
  return (
    <div data-page-id="promotions">
      <PageHeader title={translate(locale, 'promotions.title')} />
      <p className="empty">{translate(locale, 'promotions.empty')}</p>
    </div>
  );
}
