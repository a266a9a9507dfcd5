import type { Market, Match, Settings } from '@slipstream/contract';
import { requestJson } from '../auth/http';
import { SPORTSBOOK_BASE } from '../bets/sportsbook-client';
import { parsePushChannelName } from './channels';
import type { LiveHub } from './live-hub';

/** Ids per GET /matches?id=… call (the query allows 500; shorter URLs stay under every proxy's limit). */
const IDS_PER_CALL = 100;

/**
 * Reloads, by HTTP, exactly the live state a catalogue channel feeds, and puts it into the hub once
 * everything has arrived (one batch, so nothing renders half old, half new):
 * - public:{lang} → every match the page holds (lists on screen and earlier ones of this session: their
 *   status, score and main markets) and the providers' states;
 * - match:{lang}:{id} → that match and its whole market listing (the slip's selections of it too).
 */
export async function reloadChannelState(hub: LiveHub, locale: string, channel: string): Promise<void> {
  const parsed = parsePushChannelName(channel);
  if (!parsed) return;
  if (parsed.kind === 'match') {
    const [match, markets] = await Promise.all([
      requestJson<Match>(`${SPORTSBOOK_BASE}/matches/${parsed.matchId}`, { locale }),
      requestJson<{ data: Market[] }>(`${SPORTSBOOK_BASE}/matches/${parsed.matchId}/markets?limit=500`, {
        locale,
      }),
    ]);
    hub.applySnapshot({ matches: [match], markets: { matchId: parsed.matchId, list: markets.data } });
    return;
  }
  const ids = hub.matchIds();
  const calls: Promise<Match[]>[] = [];
  for (let i = 0; i < ids.length; i += IDS_PER_CALL) {
    const chunk = ids.slice(i, i + IDS_PER_CALL);
    calls.push(
      requestJson<{ data: Match[] }>(`${SPORTSBOOK_BASE}/matches?id=${chunk.join(',')}&limit=500`, {
        locale,
      }).then((r) => r.data),
    );
  }
  const [lists, settings] = await Promise.all([
    Promise.all(calls),
    requestJson<Pick<Settings, 'provider_statuses'>>(`${SPORTSBOOK_BASE}/settings`, { locale }),
  ]);
  hub.applySnapshot({
    matches: lists.flat(),
    providers: Object.fromEntries(
      Object.entries(settings.provider_statuses).map(([provider, status]) => [provider, status === 'active']),
    ),
  });
}
