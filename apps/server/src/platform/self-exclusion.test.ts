import {
  DEPOSIT_RESULT_PARAM,
  exclusionListSchema,
  exclusionResponseSchema,
  profileSchema,
  selfExcludedDetailsSchema,
} from '@slipstream/contract';
import { describe, expect, it } from 'vitest';
import { DEMO_REGISTERED_EMAIL } from '../accounts/demo-exclusion-register';
import { testDbKinds } from '../db/test-db';
import { UNLIMITED_ABUSE } from '../security/abuse-limits';
import {
  TestBrowser,
  expectError,
  ledgerAudit,
  openPlatformHarness,
  platformSuite,
  type PlatformHarness,
} from './test-support';

const P = '/api/platform';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

let seq = 0;
const freshEmail = () => `sx-${Date.now()}-${seq++}@example.com`;

describe.each(testDbKinds())('take a break and self-exclusion on %s', (kind) => {
  let h: PlatformHarness;
  platformSuite(
    kind,
    { exclusionCoolingOffSeconds: 86_400, abuse: UNLIMITED_ABUSE },
    (opened) => (h = opened),
  );

  const newPlayer = async (email = freshEmail()) => {
    const b = new TestBrowser(h.app);
    const res = await b.signUp(email);
    expect(res.statusCode, res.body).toBe(201);
    return { b, id: profileSchema.parse(res.json()).id, email };
  };
  const exclude = (b: TestBrowser, payload: object) =>
    b.request({ method: 'POST', url: `${P}/player/exclusions`, payload });
  const profile = async (b: TestBrowser) =>
    profileSchema.parse((await b.request({ method: 'GET', url: `${P}/player` })).json());
  const list = async (b: TestBrowser) =>
    exclusionListSchema.parse((await b.request({ method: 'GET', url: `${P}/player/exclusions` })).json());
  const deposit = (b: TestBrowser, value: number, quick = false) =>
    b.request({
      method: 'POST',
      url: `${P}/payments/deposit`,
      payload: { amount: { value, currency: 'EUR' }, quick },
    });
  const complete = (id: string, result: string) =>
    h.app.inject({
      method: 'POST',
      url: `${P}/payments/demo/${id}/complete`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `result=${result}`,
    });
  const balance = async (id: number) => (await h.platform.wallet.balance(id, 'EUR'))!.value;
  const refusal = (res: { json(): unknown }) =>
    selfExcludedDetailsSchema.parse((res.json() as { data: { details: unknown } }).data.details);
  const iso = (ms: number) => new Date(ms).toISOString();

  it('[SX1] a period of the wrong kind, an unknown one or a missing body is a 400; a visitor is a 401', async () => {
    const { b } = await newPlayer();
    expectError(await exclude(b, { kind: 'break', period: '6m' }), 400, 'validation_failed');
    expectError(await exclude(b, { kind: 'self_exclusion', period: '24h' }), 400, 'validation_failed');
    expectError(await exclude(b, { kind: 'pause', period: '7d' }), 400, 'validation_failed');
    expectError(await exclude(b, { kind: 'break', period: '7d', extra: 1 }), 400, 'validation_failed');
    expectError(await b.request({ method: 'POST', url: `${P}/player/exclusions` }), 400);
    const visitor = new TestBrowser(h.app);
    expectError(await exclude(visitor, { kind: 'break', period: '24h' }), 401, 'unauthorized');
    // A cross-site form cannot take a player's break for them (the CSRF token is required).
    expectError(
      await b.request({
        method: 'POST',
        url: `${P}/player/exclusions`,
        payload: { kind: 'break', period: '24h' },
        csrf: false,
      }),
      403,
      'csrf_failed',
    );
    expect((await profile(b)).user_account_status).toBe('active');
  });

  it('[SX2][SX6] a break starts at once, shows on the profile, refuses deposits and ends by itself', async () => {
    const { b } = await newPlayer();
    const now = h.clock.now();
    const res = await exclude(b, { kind: 'break', period: '24h' });
    expect(res.statusCode, res.body).toBe(201);
    expect(exclusionResponseSchema.parse(res.json())).toEqual({ kind: 'break', until: iso(now + DAY) });
    expect(await profile(b)).toMatchObject({
      user_account_status: 'self_excluded',
      suspension_reason: 'break',
      excluded_until: iso(now + DAY),
    });
    const listed = await list(b);
    expect(listed.current).toEqual({ reason: 'break', phase: 'running', until: iso(now + DAY) });
    expect(listed.data).toEqual([
      { kind: 'break', period: '24h', starts_at: iso(now), until: iso(now + DAY), created_at: iso(now) },
    ]);
    const refused = await deposit(b, 1000);
    expectError(refused, 403, 'self_excluded');
    expect(refusal(refused)).toEqual({ reason: 'break', until: iso(now + DAY) });

    h.clock.advance(DAY);
    expect(await profile(b)).toMatchObject({
      user_account_status: 'active',
      suspension_reason: null,
      excluded_until: null,
    });
    expect((await list(b)).current).toBeNull();
    expect((await deposit(b, 1000)).statusCode).toBe(201);
  });

  it('[SX3] a shorter request changes nothing, a longer one extends, a self-exclusion outranks a break', async () => {
    const { b } = await newPlayer();
    const t0 = h.clock.now();
    await exclude(b, { kind: 'break', period: '7d' });
    h.clock.advance(HOUR);
    const shorter = await exclude(b, { kind: 'break', period: '24h' });
    expect(shorter.statusCode).toBe(201);
    expect(shorter.json()).toEqual({ kind: 'break', until: iso(t0 + 7 * DAY) });
    const longer = await exclude(b, { kind: 'break', period: '30d' });
    expect(longer.json()).toEqual({ kind: 'break', until: iso(t0 + HOUR + 30 * DAY) });
    const self = await exclude(b, { kind: 'self_exclusion', period: '6m' });
    expect(self.json()).toMatchObject({ kind: 'self_exclusion' });
    const back = await exclude(b, { kind: 'break', period: '30d' });
    expect(back.json()).toEqual(self.json());
    const listed = await list(b);
    // One episode: extended in place, its period the last that took effect.
    expect(listed.data).toHaveLength(1);
    expect(listed.data[0]).toMatchObject({ kind: 'self_exclusion', period: '6m', starts_at: iso(t0) });
    expect(listed.current).toMatchObject({ reason: 'self_exclusion', phase: 'running' });
  });

  it('[SX5] a self-exclusion is not lifted early; after its period it holds until a confirmed return and its cooling-off', async () => {
    const { b: first, email } = await newPlayer();
    let b = first;
    const res = await exclude(b, { kind: 'self_exclusion', period: '6m' });
    const until = Date.parse(exclusionResponseSchema.parse(res.json()).until);
    const ret = (payload?: object) =>
      b.request({ method: 'POST', url: `${P}/player/exclusions/return`, ...(payload ? { payload } : {}) });
    const early = await ret({ confirm: true });
    expectError(early, 403, 'self_excluded');
    expect(refusal(early)).toEqual({ reason: 'self_exclusion', until: iso(until) });

    h.clock.advance(until - h.clock.now() + HOUR);
    // Six months outlast the browser session: sign-in still works while excluded.
    b = new TestBrowser(h.app);
    expect((await b.signIn(email, 'correct horse battery')).statusCode).toBe(200);
    // The period is over, but nothing opens by itself.
    expect(await profile(b)).toMatchObject({
      user_account_status: 'self_excluded',
      suspension_reason: 'self_exclusion',
    });
    expect((await list(b)).current).toMatchObject({ phase: 'awaiting_return', until: iso(until) });
    expectError(await deposit(b, 500), 403, 'self_excluded');
    expectError(await ret({}), 400, 'validation_failed');
    expectError(await ret({ confirm: false }), 400, 'validation_failed');

    const confirmed = await ret({ confirm: true });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const liftsAt = h.clock.now() + DAY;
    expect(confirmed.json()).toEqual({ kind: 'self_exclusion', until: iso(liftsAt) });
    expect((await list(b)).current).toEqual({
      reason: 'self_exclusion',
      phase: 'cooling_off',
      until: iso(liftsAt),
    });
    expectError(await ret({ confirm: true }), 409, 'conflict');
    h.clock.advance(DAY - 1);
    expectError(await deposit(b, 500), 403, 'self_excluded');
    h.clock.advance(1);
    expect((await profile(b)).user_account_status).toBe('active');
    expect((await deposit(b, 500)).statusCode).toBe(201);
    expectError(await ret({ confirm: true }), 409, 'conflict');
  });

  it('[SX5] a break needs no return: asking for one is a 409', async () => {
    const { b } = await newPlayer();
    await exclude(b, { kind: 'break', period: '24h' });
    expectError(
      await b.request({ method: 'POST', url: `${P}/player/exclusions/return`, payload: { confirm: true } }),
      409,
      'conflict',
    );
  });

  it('[SX4] a quick deposit is refused too, and nothing is written', async () => {
    const { b, id } = await newPlayer();
    await exclude(b, { kind: 'break', period: '7d' });
    expectError(await deposit(b, 1000, true), 403, 'self_excluded');
    const rows = await h.db.query('SELECT 1 FROM deposits WHERE player_id = $1', [id]);
    expect(rows.rows).toHaveLength(0);
  });

  it('[SX4] a deposit started before the break and paid after it is refused: it ends as an error, nothing credited', async () => {
    const { b, id } = await newPlayer();
    const started = await deposit(b, 2_500);
    expect(started.statusCode).toBe(201);
    const depositId = (started.json() as { id: string }).id;
    await exclude(b, { kind: 'break', period: '24h' });
    const done = await complete(depositId, 'success');
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toContain(`${DEPOSIT_RESULT_PARAM}=error`);
    const row = await h.db.query<{ status: string }>('SELECT status FROM deposits WHERE id = $1', [
      depositId,
    ]);
    expect(row.rows[0]!.status).toBe('error');
    expect(await balance(id)).toBe(0);
    // The provider's page cannot turn it into a success afterwards.
    expectError(await complete(depositId, 'success'), 409, 'deposit_already_completed');
    expect(await balance(id)).toBe(0);
  });

  it('[SX4] a pending quick deposit decided after the break is refused when polled: 403 and no credit', async () => {
    const { b, id } = await newPlayer();
    const started = await deposit(b, 1_042, true); // ends in 42: pending (SPEC.md DP1)
    expect(started.json()).toMatchObject({ status: 'pending' });
    const depositId = (started.json() as { id: string }).id;
    await exclude(b, { kind: 'break', period: '24h' });
    h.clock.advance(5_000);
    const polled = await b.request({ method: 'GET', url: `${P}/payments/deposits/${depositId}` });
    expectError(polled, 403, 'self_excluded');
    const again = await b.request({ method: 'GET', url: `${P}/payments/deposits/${depositId}` });
    expect(again.json()).toMatchObject({ status: 'error' });
    expect(await balance(id)).toBe(0);
  });

  it('[SX7] the demo register lists excluded@example.com: it signs up and in, shows the impediment, never deposits', async () => {
    const b = new TestBrowser(h.app);
    const res = await b.signUp(DEMO_REGISTERED_EMAIL);
    expect(res.statusCode, res.body).toBe(201);
    expect(profileSchema.parse(res.json())).toMatchObject({
      user_account_status: 'self_excluded',
      suspension_reason: 'register',
      excluded_until: null,
    });
    const refused = await deposit(b, 1000);
    expectError(refused, 403, 'self_excluded');
    expect(refusal(refused)).toEqual({ reason: 'register', until: null });
    expect((await list(b)).current).toEqual({ reason: 'register', phase: 'register', until: null });

    const again = new TestBrowser(h.app);
    const signIn = await again.signIn(DEMO_REGISTERED_EMAIL.toUpperCase(), 'correct horse battery');
    expect(signIn.statusCode, signIn.body).toBe(200);
    expect(signIn.json()).toMatchObject({
      user_account_status: 'self_excluded',
      suspension_reason: 'register',
    });
  });

  it('[SX7] a player listed after signing up is caught at the next sign-in, and let go once delisted', async () => {
    const email = freshEmail();
    const listed = new Set<string>();
    const own = await openPlatformHarness(kind, { abuse: UNLIMITED_ABUSE }, undefined, {
      exclusionRegister: { isListed: async (p) => listed.has(p.email.toLowerCase()) },
    });
    try {
      const b = new TestBrowser(own.app);
      expect((await b.signUp(email)).json()).toMatchObject({ user_account_status: 'active' });
      listed.add(email);
      const signIn = await new TestBrowser(own.app).signIn(email, 'correct horse battery');
      expect(signIn.json()).toMatchObject({
        user_account_status: 'self_excluded',
        suspension_reason: 'register',
      });
      // The register's word holds on every session, including the one opened before it.
      expectError(
        await b.request({
          method: 'POST',
          url: `${P}/payments/deposit`,
          payload: { amount: { value: 100, currency: 'EUR' } },
        }),
        403,
        'self_excluded',
      );
      listed.delete(email);
      const later = await new TestBrowser(own.app).signIn(email, 'correct horse battery');
      expect(later.json()).toMatchObject({ user_account_status: 'active', suspension_reason: null });
    } finally {
      await own.close();
    }
  });

  it('[SX7] a register that cannot be reached never opens betting: a new player counts as listed, a known one keeps the last answer', async () => {
    let down = true;
    const own = await openPlatformHarness(kind, { abuse: UNLIMITED_ABUSE }, undefined, {
      exclusionRegister: {
        isListed: async (p) => {
          if (down) throw new Error('register unreachable');
          return p.email.startsWith('listed-');
        },
      },
    });
    try {
      const email = freshEmail();
      const b = new TestBrowser(own.app);
      expect((await b.signUp(email)).json()).toMatchObject({ suspension_reason: 'register' });
      down = false;
      expect((await new TestBrowser(own.app).signIn(email, 'correct horse battery')).json()).toMatchObject({
        user_account_status: 'active',
      });
      down = true;
      expect((await new TestBrowser(own.app).signIn(email, 'correct horse battery')).json()).toMatchObject({
        user_account_status: 'active',
      });
      const listedEmail = `listed-${email}`;
      down = false;
      await new TestBrowser(own.app).signUp(listedEmail);
      down = true;
      expect(
        (await new TestBrowser(own.app).signIn(listedEmail, 'correct horse battery')).json(),
      ).toMatchObject({
        suspension_reason: 'register',
      });
    } finally {
      await own.close();
    }
  });

  it('[SX4] the wallet keeps every balance: an excluded player can still be paid out of and into by the ledger', async () => {
    const { b, id } = await newPlayer();
    const paid = await deposit(b, 3_000);
    await complete((paid.json() as { id: string }).id, 'success');
    await exclude(b, { kind: 'self_exclusion', period: '1y' });
    expect(await balance(id)).toBe(3_000);
    // A withdrawal is a ledger debit with reason withdrawal: nothing of the exclusion stands in its way.
    await h.platform.wallet.run((_tx, ops) =>
      ops.debit({
        playerId: id,
        currency: 'EUR',
        amount: 1_000,
        reason: 'withdrawal',
        reference: `withdrawal:${id}`,
        idempotencyKey: `withdrawal:${id}`,
      }),
    );
    expect(await balance(id)).toBe(2_000);
    const audit = await ledgerAudit(h.db);
    expect(audit.mismatches).toEqual([]);
    expect(audit.unbalancedTransactions).toBe(0);
  });
});

/** Concurrency means something only on the real PostgreSQL (PGlite has one connection). */
describe.skipIf(!process.env.DATABASE_URL)('deposits racing an exclusion on postgres', () => {
  let h: PlatformHarness;
  platformSuite('postgres', { abuse: UNLIMITED_ABUSE }, (opened) => (h = opened));

  it('[SX3] 30 exclusion requests at once: they apply one after another, the longest wins, one episode', async () => {
    const b = new TestBrowser(h.app);
    expect((await b.signUp(freshEmail())).statusCode).toBe(201);
    const periods = ['24h', '7d', '30d'] as const;
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        b.request({
          method: 'POST',
          url: `${P}/player/exclusions`,
          payload:
            i === 17 ? { kind: 'self_exclusion', period: '1y' } : { kind: 'break', period: periods[i % 3] },
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(30).fill(201));
    const listed = exclusionListSchema.parse(
      (await b.request({ method: 'GET', url: `${P}/player/exclusions` })).json(),
    );
    expect(listed.data).toHaveLength(1);
    expect(listed.data[0]).toMatchObject({ kind: 'self_exclusion', period: '1y' });
    // Whatever order they ran in, every answer is the exclusion in force after it: never shorter than an earlier one's.
    const untils = answers.map((a) => Date.parse((a.json() as { until: string }).until));
    expect(Math.max(...untils)).toBe(Date.parse(listed.current!.until!));
  }, 60_000);

  it('[SX4] 60 deposits started and paid while a break is taken: each is credited in full or refused, none half', async () => {
    const b = new TestBrowser(h.app);
    const email = freshEmail();
    expect((await b.signUp(email)).statusCode).toBe(201);
    const id = profileSchema.parse((await b.request({ method: 'GET', url: `${P}/player` })).json()).id;
    const one = async (i: number) => {
      const started = await b.request({
        method: 'POST',
        url: `${P}/payments/deposit`,
        payload: { amount: { value: 100 + i, currency: 'EUR' } },
      });
      if (started.statusCode !== 201)
        return { i, start: started.statusCode, code: started.json().code as string };
      const depositId = (started.json() as { id: string }).id;
      const done = await h.app.inject({
        method: 'POST',
        url: `${P}/payments/demo/${depositId}/complete`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'result=success',
      });
      return { i, start: 201, location: String(done.headers.location), depositId };
    };
    const burst = Array.from({ length: 60 }, (_, i) => one(i));
    await new Promise((r) => setTimeout(r, 15));
    const excluded = await b.request({
      method: 'POST',
      url: `${P}/player/exclusions`,
      payload: { kind: 'break', period: '24h' },
    });
    expect(excluded.statusCode, excluded.body).toBe(201);
    // Anything started after the exclusion answered is refused.
    const after = await Promise.all(Array.from({ length: 10 }, (_, i) => one(100 + i)));
    expect(after.every((r) => r.start === 403 && r.code === 'self_excluded')).toBe(true);
    const results = await Promise.all(burst);
    for (const r of results) {
      if (r.start !== 201) expect(r.code).toBe('self_excluded');
      else expect(r.location).toMatch(/deposit_result=(success|error)/);
    }
    const rows = await h.db.query<{ status: string; amount: string }>(
      'SELECT status, amount FROM deposits WHERE player_id = $1',
      [id],
    );
    expect(rows.rows.every((r) => r.status === 'success' || r.status === 'error')).toBe(true);
    const credited = rows.rows
      .filter((r) => r.status === 'success')
      .reduce((s, r) => s + Number(r.amount), 0);
    expect((await h.platform.wallet.balance(id, 'EUR'))!.value).toBe(credited);
    const audit = await ledgerAudit(h.db);
    expect(audit.mismatches).toEqual([]);
    expect(audit.unbalancedTransactions).toBe(0);
  }, 60_000);
});
