import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TcpProxy } from '../cluster/tcp-proxy';
import { call, demoPlayer, openSelection, startBehindProxy, type RealServer } from './real-server';

const BETS = '/api/sportsbook/v3/bets';
const PAYMENTS = '/api/platform/payments';

type Player = Awaited<ReturnType<typeof demoPlayer>>;

type Answer = Awaited<ReturnType<typeof call>>;

/** The ledger transactions of a bet's cashouts (full and partial), the money test of a retried cashout. */
async function cashoutCredits(s: RealServer, betId: string): Promise<number> {
  const res = await s.db.query<{ n: string }>(
    `SELECT count(*) AS n FROM ledger_transactions WHERE idempotency_key LIKE $1`,
    [`bet_cashout%:${betId}%`],
  );
  return Number(res.rows[0]!.n);
}

/**
 * Issue 31, every money-moving write beside placement, on the compiled production server over PostgreSQL behind a
 * TCP proxy the test controls. A database that cannot be reached before anything is written answers 503
 * `unavailable` (safe to retry); a write whose COMMIT's answer is lost answers 503 `outcome_unknown` with the
 * request id (it may have happened); a retry with the same Idempotency-Key answers what happened, once: no money is
 * created or lost (ARCHITECTURE.md: every money movement carries an idempotency key; SPEC.md CO7 partial cashout).
 */
describe.skipIf(!process.env.DATABASE_URL)(
  'writes whose database answer is lost (production, PostgreSQL)',
  () => {
    let s: RealServer;
    let proxy: TcpProxy;
    let p: Player;
    let selection: object;
    beforeAll(async () => {
      ({ s, proxy } = await startBehindProxy());
      p = await demoPlayer(s);
      selection = await openSelection(s);
    });
    afterAll(async () => {
      await s?.close();
      await proxy?.close();
    });

    const place = (key: string, stake = 100) =>
      call(`${s.url}${BETS}`, {
        body: { bets: [{ stake: { value: stake, currency: 'EUR' }, selections: [selection] }] },
        headers: { authorization: `Bearer ${p.token}`, 'idempotency-key': key },
      });

    /** Places a bet and answers its id. */
    async function openBet(key: string): Promise<string> {
      const placed = await place(key, 1000);
      expect(placed.status, JSON.stringify(placed.json)).toBe(201);
      return String((placed.json!.data as { id: string }[])[0]!.id);
    }

    /** The bet's current cashout offer (minor units). */
    async function offerOf(betId: string): Promise<number> {
      const list = (
        await call(`${s.url}${BETS}?status=open`, { headers: { authorization: `Bearer ${p.token}` } })
      ).json as { data: { id: string; to_cashout: { value: number } | null }[] };
      const offer = list.data.find((b) => String(b.id) === betId)?.to_cashout?.value;
      expect(offer, 'the bet has a cashout offer').toBeTypeOf('number');
      return offer!;
    }

    const cashOut = (betId: string, toCashout: number, key: string, amount?: number) =>
      call(`${s.url}${BETS}/cashout`, {
        body: { bet_id: betId, to_cashout: toCashout, ...(amount === undefined ? {} : { amount }) },
        headers: { authorization: `Bearer ${p.token}`, 'idempotency-key': key },
      });

    /** A cashout at the current offer; a price that moved meanwhile is taken again (the simulated feed runs). */
    async function cashOutNow(
      betId: string,
      key: string,
      part?: (offer: number) => number,
    ): Promise<{ answer: Answer; offer: number; amount: number | undefined }> {
      let offer = await offerOf(betId);
      for (let attempt = 0; ; attempt += 1) {
        const amount = part?.(offer);
        const answer = await cashOut(betId, offer, key, amount);
        const moved = answer.json?.code === 'cashout_offer_changed';
        if (!moved || attempt === 5) return { answer, offer, amount };
        offer = (answer.json!.data as { details: { to_cashout: { value: number } } }).details.to_cashout
          .value;
      }
    }

    it('a placement whose player cannot be read (the database unreachable, nothing written) is 503 unavailable, retryable', async () => {
      expect((await place('unreachable-warm-up')).status).toBe(201);
      proxy.refuseNew = true; // every connection reset, and every new one: nothing reaches the database
      proxy.resetAll();
      try {
        const refused = await place('unreachable-1');
        expect(refused.status, JSON.stringify(refused.json)).toBe(503);
        expect(refused.json).toMatchObject({ code: 'unavailable' });
        expect(refused.headers.get('retry-after')).toBe('1');
      } finally {
        proxy.refuseNew = false;
      }
      const retried = await place('unreachable-1');
      expect(retried.status, JSON.stringify(retried.json)).toBe(201);
      const stored = await s.db.query<{ n: string }>(
        `SELECT count(*) AS n FROM bets WHERE request_id = 'unreachable-1'`,
      );
      expect(Number(stored.rows[0]!.n)).toBe(1);
    });

    it('SPEC.md CO9: a bet edit whose player read loses its answer (a read: nothing written) is 503 unavailable, retryable', async () => {
      const betId = await openBet('edit-read-bet');
      const edit = () =>
        call(`${s.url}${BETS}/edit`, {
          body: {
            bet_id: betId,
            to_cashout: 0,
            bet: { stake: { value: 500, currency: 'EUR' }, selections: [selection] },
            dry_run: true,
          },
          headers: { authorization: `Bearer ${p.token}` },
        });
      proxy.loseReplies('p.serasa_pve', 1); // loadBettor: the player's status and accept mode, before any write
      const refused = await edit();
      expect(refused.status, JSON.stringify(refused.json)).toBe(503);
      expect(refused.json).toMatchObject({ code: 'unavailable' });
      expect(refused.headers.get('retry-after')).toBe('1');
      proxy.loseReplies('', 0);
      const priced = await edit(); // the read goes through: a price, or the current offer for the stale 0
      expect([200, 409], JSON.stringify(priced.json)).toContain(priced.status);
    });

    it('a full cashout whose commit answer is lost is 503 outcome_unknown; the retry answers the cashed-out bet and pays once', async () => {
      const betId = await openBet('cashout-full-bet');
      proxy.loseCommitReplies('auto_cashed_out = $4', 1); // completeCashout's conditional UPDATE, then its COMMIT
      const lost = await cashOutNow(betId, 'cashout-full-1');
      expect(lost.answer.status, JSON.stringify(lost.answer.json)).toBe(503);
      expect(lost.answer.json).toMatchObject({
        code: 'outcome_unknown',
        data: { details: { request_id: 'cashout-full-1' } },
      });
      proxy.loseCommitReplies('', 0);
      const retried = await cashOut(betId, lost.offer, 'cashout-full-1');
      expect(retried.status, JSON.stringify(retried.json)).toBe(200);
      expect(retried.json).toMatchObject({ data: { id: betId, status: 'cashed_out' } });
      expect(await cashoutCredits(s, betId)).toBe(1);
    });

    it('SPEC.md CO7: a partial cashout whose commit answer is lost is 503 outcome_unknown; the retry with the same key replays it, paid once', async () => {
      const betId = await openBet('cashout-part-bet');
      proxy.loseCommitReplies('partial_cashouts = $7', 1); // the partial cashout's UPDATE, then its COMMIT
      const lost = await cashOutNow(betId, 'cashout-part-1', (offer) => Math.floor(offer / 2));
      expect(lost.answer.status, JSON.stringify(lost.answer.json)).toBe(503);
      expect(lost.answer.json).toMatchObject({
        code: 'outcome_unknown',
        data: { details: { request_id: 'cashout-part-1' } },
      });
      proxy.loseCommitReplies('', 0);
      const retried = await cashOut(betId, lost.offer, 'cashout-part-1', lost.amount);
      expect(retried.status, JSON.stringify(retried.json)).toBe(200);
      expect(retried.json).toMatchObject({ data: { id: betId, status: 'waiting_results' } });
      expect((retried.json!.data as { partial_cashout: unknown }).partial_cashout).not.toBeNull();
      expect(await cashoutCredits(s, betId)).toBe(1);
    });

    it('a deposit whose commit answers are lost (creation, then completion) is 503 outcome_unknown; retries make one deposit, credited once', async () => {
      const session = { cookie: p.cookie, 'x-csrf-token': p.csrf };
      const create = () =>
        call(`${s.url}${PAYMENTS}/deposit`, {
          body: { amount: { value: 2500, currency: 'EUR' } },
          headers: { ...session, 'idempotency-key': 'deposit-1' },
        });
      proxy.loseCommitReplies('INSERT INTO deposits', 1);
      const lost = await create();
      expect(lost.status, JSON.stringify(lost.json)).toBe(503);
      expect(lost.json).toMatchObject({
        code: 'outcome_unknown',
        data: { details: { request_id: 'deposit-1' } },
      });
      proxy.loseCommitReplies('', 0);
      const created = await create();
      expect(created.status, JSON.stringify(created.json)).toBe(201);
      const id = created.json!.id as string;
      const rows = await s.db.query<{ n: string }>(
        `SELECT count(*) AS n FROM deposits WHERE player_id = (SELECT player_id FROM deposits WHERE id = $1)`,
        [id],
      );
      expect(Number(rows.rows[0]!.n), 'one deposit for the one request').toBe(1);

      const complete = () => call(`${s.url}${PAYMENTS}/demo/${id}/complete`, { body: { result: 'success' } });
      proxy.loseCommitReplies('UPDATE deposits SET status = $2', 1);
      const lostCompletion = await complete();
      expect(lostCompletion.status, JSON.stringify(lostCompletion.json)).toBe(503);
      expect(lostCompletion.json).toMatchObject({ code: 'outcome_unknown' });
      proxy.loseCommitReplies('', 0);
      expect((await complete()).status).toBe(303);
      const credits = await s.db.query<{ n: string }>(
        `SELECT count(*) AS n FROM ledger_transactions WHERE idempotency_key = $1`,
        [`deposit:${id}`],
      );
      expect(Number(credits.rows[0]!.n)).toBe(1);
    });

    it('SPEC.md CO9: a bet edit whose commit answer is lost is 503 outcome_unknown; the retry with the same key answers the edit, once', async () => {
      const betId = await openBet('edit-bet');
      const edit = (toCashout: number, dryRun: boolean) =>
        call(`${s.url}${BETS}/edit`, {
          body: {
            bet_id: betId,
            to_cashout: toCashout,
            bet: { stake: { value: 500, currency: 'EUR' }, selections: [selection] },
            dry_run: dryRun,
          },
          headers: { authorization: `Bearer ${p.token}`, 'idempotency-key': 'edit-1' },
        });
      /** The edit's current credit: a dry run's quote, or the offer a stale to_cashout is refused with. */
      const credit = async (): Promise<number> => {
        const quote = await edit(0, true);
        const details = (quote.json?.data as { details?: { to_cashout?: { value: number } } } | undefined)
          ?.details;
        return details?.to_cashout?.value ?? (quote.json!.credit as { value: number }).value;
      };
      proxy.loseCommitReplies('SET replaced_by', 1); // the edit's last statement, then its COMMIT
      let offer = await credit();
      let lost = await edit(offer, false);
      for (let i = 0; i < 5 && lost.json?.code === 'cashout_offer_changed'; i += 1) {
        offer = await credit();
        lost = await edit(offer, false);
      }
      expect(lost.status, JSON.stringify(lost.json)).toBe(503);
      expect(lost.json).toMatchObject({
        code: 'outcome_unknown',
        data: { details: { request_id: 'edit-1' } },
      });
      proxy.loseCommitReplies('', 0);
      const retried = await edit(offer, false);
      expect(retried.status, JSON.stringify(retried.json)).toBe(200);
      const answer = retried.json as { data: { id: string }; replaced: { id: string; replaced_by: string } };
      expect(String(answer.replaced.id)).toBe(betId);
      expect(String(answer.replaced.replaced_by)).toBe(String(answer.data.id));
      expect(await cashoutCredits(s, betId)).toBe(1);
      const replacements = await s.db.query<{ n: string }>(
        `SELECT count(*) AS n FROM bets WHERE request_id = $1`,
        [`edit:${betId}`],
      );
      expect(Number(replacements.rows[0]!.n)).toBe(1);
    });

    it('a promo code whose commit answer is lost is 503 outcome_unknown; the retry with the same key answers the bonus it issued, once', async () => {
      const redeem = () =>
        call(`${s.url}/api/sportsbook/v1/bonuses/promo-code`, {
          body: { code: 'WELCOME10' },
          headers: { authorization: `Bearer ${p.token}`, 'idempotency-key': 'promo-1' },
        });
      proxy.loseCommitReplies('INSERT INTO player_bonuses', 1);
      const lost = await redeem();
      expect(lost.status, JSON.stringify(lost.json)).toBe(503);
      expect(lost.json).toMatchObject({
        code: 'outcome_unknown',
        data: { details: { request_id: 'promo-1' } },
      });
      proxy.loseCommitReplies('', 0);
      const retried = await redeem();
      expect(retried.status, JSON.stringify(retried.json)).toBe(201);
      const issued = await s.db.query<{ id: string }>(
        `SELECT id FROM player_bonuses WHERE promo_code = 'WELCOME10'`,
      );
      expect(issued.rows).toHaveLength(1);
      expect(String((retried.json!.data as { id: string }).id)).toBe(String(issued.rows[0]!.id));
    });
  },
);
