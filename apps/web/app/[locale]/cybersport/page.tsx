import { MatchesSection } from '../../../components/catalogue/matches-section';
import { PageHeader } from '../../../components/page/page-header';
import { translate } from '../../../lib/i18n/server-messages';
import type { LocaleParams } from '../../../lib/site/route-params';
import { simpleMetadata } from '../../../lib/site/simple-metadata';

export const dynamic = 'force-dynamic';
export const generateMetadata = simpleMetadata('/cybersport', 'cybersport.title');

/** E-sports (page id e_sports): cyber sports, live first, grouped by league. */
export default async function CybersportPage({ params }: { params: LocaleParams }) {
  const { locale } = await params;
  return (
    <div data-page-id="e_sports">
      <PageHeader title={translate(locale, 'cybersport.title')} />
      <MatchesSection
        locale={locale}
        group="league"
        query={{
          sport_type: ['cyber'],
          match_status: [0, 1, 2],
          sort_by: 'tournament_priority:desc,start_time',
          limit: 200,
        }}
      />
    </div>
  );
}
