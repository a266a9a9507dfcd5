/**
 * The server the web benchmark runs against (apps/web/bench spawns this file by path; the apps never import
 * each other): main.ts's composition (config, database, buildApp with the feed, push hub and web app) plus a
 * bench-only publisher for the live-board figure. On an IPC message `{type: 'publish', perSecond, seconds,
 * matches}` it publishes `markets_changed` events to public:en through the real hub, paced every 10 ms
 * (each tick sends every update due since the start, so a late timer makes a bigger batch, not a lower
 * rate), one outcome price per event, cycling over the bench board's synthetic matches 1…matches × 4
 * outcomes. Replies `{type: 'published', sent, elapsedMs}`. The pages receive them over a real WebSocket,
 * through the official centrifuge client and the page's own live hub: the whole path a price takes.
 */
import { publicChannel } from '@slipstream/contract';
import { buildApp } from '../src/app';
import { systemClock } from '../src/clock';
import { loadConfig } from '../src/config';
import { openDb } from '../src/db/open-db';
import { platformSettingsFromEnv } from '../src/platform/settings';
import type { PushPublication } from '../src/push/publisher';
import { pushSettingsFromEnv } from '../src/push/push-settings';
import { securityHeadersFromEnv } from '../src/security/headers';

interface PublishOrder {
  type: 'publish';
  perSecond: number;
  seconds: number;
  matches: number;
}

const TICK_MS = 10;

/** The update number `seq` as the bench board's seeded markets expect it (live-bench-board.tsx). */
function benchUpdate(seq: number, matches: number): PushPublication {
  const matchId = (seq % matches) + 1;
  const outcome = ['1', '2', '3', '4'][(seq >> 3) % 4]!;
  return {
    event: 'markets_changed',
    data: {
      match_id: matchId,
      match_urn_id: `bench:${matchId}`,
      markets: [
        {
          match_id: matchId,
          match_urn_id: `bench:${matchId}`,
          id: 1,
          name: `Bench market ${matchId}`,
          status: 1,
          specifier: '',
          outcomes: [
            { id: outcome, name: outcome, active: true, odds: (1010 + ((seq * 7919) % 9000)) / 1000 },
          ],
          market_groups: ['main'],
          priority: 0,
          most_balanced: true,
          next_bet_stop: null,
          custom_bet_groups: [],
          provider: 'betradar',
        },
      ],
    },
  };
}

async function main(): Promise<void> {
  const config = loadConfig();
  const db = await openDb(config);
  const app = await buildApp(
    { config, db, clock: systemClock },
    {
      logger: false,
      processMetrics: true,
      startFeed: true,
      serveWeb: true,
      push: pushSettingsFromEnv(process.env),
      platform: platformSettingsFromEnv(process.env),
      securityHeaders: securityHeadersFromEnv(process.env),
    },
  );
  const channel = publicChannel('en');
  let seq = 0;
  process.on('message', (message: PublishOrder) => {
    if (message.type !== 'publish') return;
    const total = Math.round(message.perSecond * message.seconds);
    const start = performance.now();
    let sent = 0;
    const timer = setInterval(() => {
      const due =
        Math.min(total, Math.floor((message.perSecond * (performance.now() - start)) / 1000)) - sent;
      for (let n = 0; n < due; n++)
        void app.push.publisher.publish(channel, benchUpdate(seq++, message.matches));
      sent += Math.max(0, due);
      if (sent >= total) {
        clearInterval(timer);
        process.send?.({ type: 'published', sent, elapsedMs: performance.now() - start });
      }
    }, TICK_MS);
  });
  const shutdown = async (): Promise<void> => {
    await app.close();
    await db.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown());
  process.once('SIGTERM', () => void shutdown());
  await app.listen({ port: config.port, host: '127.0.0.1' });
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
