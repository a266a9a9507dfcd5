import type { Queryable } from '../db/db';
import { createWebSession } from '../security/web-sessions';
import { signJwt } from './jwt';

/**
 * A Sportsbook API bearer token: HS256 with TOKEN_SECRET (never the push key), typ "sportsbook", sub = the player
 * and sid = the browser session that minted it; bearerPlayerId refuses it once that session has ended.
 */
export function signSportsbookToken(
  secret: string,
  playerId: number | string,
  sid: number | string,
  expiresAtSeconds: number,
): Promise<string> {
  return signJwt({ sub: String(playerId), typ: 'sportsbook', sid: String(sid) }, secret, expiresAtSeconds);
}

/** Tests and benchmarks: a fresh browser session for the player, and a bearer token bound to it. */
export async function bearerForNewSession(
  db: Queryable,
  secret: string,
  playerId: number,
  expiresAtSeconds: number,
): Promise<string> {
  const session = await createWebSession(db, playerId, Date.now(), 24 * 3600 * 365);
  return signSportsbookToken(secret, playerId, session.id, expiresAtSeconds);
}
