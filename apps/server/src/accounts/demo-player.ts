import type { Db } from '../db/db';

export const DEMO_EMAIL = 'demo@example.com';

/** The demo player's password hash as migration 0320 seeds it (demo-password-123, argon2id OWASP parameters). */
const DEMO_PASSWORD_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$xQOeU+1GAHsHRTSWfQc3Iw$ty50i253DhZsWCKHVjodyijdlDh/vOweoARierCKVuk';

/**
 * Every database is seeded with the demo player (a known password and money). Outside demo mode it cannot
 * sign in: its password is cleared and its browser sessions (and so its sportsbook tokens) end. Back in demo
 * mode its seeded password returns. Run at every start, so the mode of the running process always holds.
 */
export async function applyDemoPlayer(db: Db, demo: boolean): Promise<void> {
  if (demo) {
    await db.query(
      'UPDATE players SET password_hash = $1 WHERE lower(email) = $2 AND password_hash IS NULL',
      [DEMO_PASSWORD_HASH, DEMO_EMAIL],
    );
    return;
  }
  await db.transaction(async (tx) => {
    await tx.query('UPDATE players SET password_hash = NULL WHERE lower(email) = $1', [DEMO_EMAIL]);
    await tx.query(
      'DELETE FROM web_sessions WHERE player_id IN (SELECT id FROM players WHERE lower(email) = $1)',
      [DEMO_EMAIL],
    );
  });
}
