import { channelLang } from '@slipstream/contract';
import type { Db } from '../db/db';

/** How long a node trusts its copy of a player's languages without a word from the others (bus down, say). */
export const PLAYER_LANGUAGES_TTL_MS = 30_000;
/** Players whose languages a node keeps at most (the least recently read are forgotten first). */
const MAX_CACHED = 50_000;

/**
 * Which languages of a player's private channel (`$user:{lang}:{id}`) anyone subscribes to: the ones the player
 * asked a subscription token for (POST /websocket/authorize), kept in `player_push_languages`. A player event goes
 * to these only, not to every locale offered: 37 publications per bet or balance change filled the Redis outbox
 * within seconds of an outage and starved the leader while it drained (crash test D2). Each node keeps a copy per
 * player for PLAYER_LANGUAGES_TTL_MS; a node that learns a new language tells the others (`tellPeers`, the
 * cluster bus), which forget their copy at once.
 */
export class PlayerChannels {
  private readonly cache = new Map<number, { langs: readonly string[]; at: number }>();
  /** Bumped by every change: a read that began before one never keeps its (maybe older) answer. */
  private version = 0;

  private readonly offered: ReadonlySet<string>;

  /** `locales`: the operator's; a subscription in any other language is never published to, so never kept. */
  constructor(
    private readonly db: Db,
    locales: readonly string[],
    private readonly tellPeers: (playerId: number) => void = () => undefined,
  ) {
    this.offered = new Set(locales.map(channelLang));
  }

  /** The channel languages a player's events are published in (none: nobody ever subscribed). */
  async languages(playerId: number): Promise<readonly string[]> {
    const cached = this.cache.get(playerId);
    if (cached && performance.now() - cached.at < PLAYER_LANGUAGES_TTL_MS) return cached.langs;
    const version = this.version;
    const { rows } = await this.db.query<{ lang: string }>(
      `SELECT lang FROM player_push_languages WHERE player_id = $1 ORDER BY lang`,
      [playerId],
    );
    const langs = rows.map((r) => r.lang);
    if (version === this.version) this.keep(playerId, langs);
    return langs;
  }

  /** The player asked to subscribe in these languages (before the token is answered, so no event is missed). */
  async remember(playerId: number, langs: readonly string[]): Promise<void> {
    const known = await this.languages(playerId);
    const fresh = [...new Set(langs.map(channelLang))].filter(
      (l) => this.offered.has(l) && !known.includes(l),
    );
    if (fresh.length === 0) return;
    await this.db.query(
      `INSERT INTO player_push_languages (player_id, lang) SELECT $1, unnest($2::text[]) ON CONFLICT DO NOTHING`,
      [playerId, fresh],
    );
    this.forget(playerId);
    this.tellPeers(playerId);
  }

  /** Another node learnt a language of this player. */
  forget(playerId: number): void {
    this.version++;
    this.cache.delete(playerId);
  }

  /** Messages from other nodes may have been missed. */
  forgetAll(): void {
    this.version++;
    this.cache.clear();
  }

  private keep(playerId: number, langs: readonly string[]): void {
    this.cache.delete(playerId);
    if (this.cache.size >= MAX_CACHED) this.cache.delete(this.cache.keys().next().value!);
    this.cache.set(playerId, { langs, at: performance.now() });
  }
}
