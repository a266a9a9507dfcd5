import type { Match } from '@slipstream/contract';
import { getMatches } from '../../lib/api/catalogue';
import type { QueryValue } from '../../lib/api/server-api';
import { translate } from '../../lib/i18n/server-messages';
import { groupBy, MatchGroups } from '../match/match-list';
import { ErrorState } from '../page/page-header';

/**
 * A server-rendered list of events (real prices in the HTML), grouped by sport or league. Load errors
 * show an error state instead of failing the whole page.
 */
export async function MatchesSection({
  locale,
  query,
  group,
  empty,
  filter,
}: {
  locale: string;
  query: Readonly<Record<string, QueryValue>>;
  group: 'sport' | 'league';
  empty?: string;
  filter?: (m: Match) => boolean;
}) {
  const renderedAt = Date.now();
  let matches: Match[];
  try {
    matches = (await getMatches(locale, query)).data;
  } catch {
    return <ErrorState message={translate(locale, 'list.error')} />;
  }
  if (filter) matches = matches.filter(filter);
  return (
    <MatchGroups
      groups={groupBy(matches, group)}
      empty={empty ?? translate(locale, 'list.empty')}
      renderedAt={renderedAt}
    />
  );
}
