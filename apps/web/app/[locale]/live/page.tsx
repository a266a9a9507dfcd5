import { MatchesSection } from '../../../components/catalogue/matches-section';
import { PageHeader } from '../../../components/page/page-header';
import { translate } from '../../../lib/i18n/server-messages';
import type { LocaleParams } from '../../../lib/site/route-params';
import { simpleMetadata } from '../../../lib/site/simple-metadata';

export const dynamic = 'force-dynamic';
export const generateMetadata = simpleMetadata('/live', 'live.title', 'live.description');

/** In-play (page id in_play): live events grouped by sport, with running clocks and live prices. */
export default async function LivePage({ params }: { params: LocaleParams }) {
  const { locale } = await params;
  return (
    <div data-page-id="in_play">
      <PageHeader title={translate(locale, 'live.title')} />
      <MatchesSection
        locale={locale}
        group="sport"
        query={{
          match_status: [1, 2],
          sort_by: 'sport_priority:desc,tournament_priority:desc,start_time',
          limit: 500,
        }}
      />
    </div>
  );
}
