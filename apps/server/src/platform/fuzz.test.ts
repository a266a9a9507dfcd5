import {
  addAccountBodySchema,
  changeCurrencyBodySchema,
  depositBodySchema,
  depositCompletionSchema,
  emailOnlyBodySchema,
  exclusionReturnBodySchema,
  passwordResetBodySchema,
  setPhoneBodySchema,
  signInBodySchema,
  signUpBodySchema,
  updateLocaleBodySchema,
  verifyPhoneBodySchema,
} from '@slipstream/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { testDbKinds } from '../db/test-db';
import { UNLIMITED_ABUSE } from '../security/abuse-limits';
import {
  TestBrowser,
  isCatalogueCode,
  ledgerAudit,
  platformSuite,
  type PlatformHarness,
} from './test-support';

const P = '/api/platform';
type Method = 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Every write endpoint of the Platform API with the schema its body must satisfy (null: no body is read). */
const WRITES: { method: Method; url: string; schema: z.ZodType | null }[] = [
  { method: 'POST', url: `${P}/users/sign_up`, schema: signUpBodySchema },
  { method: 'POST', url: `${P}/users/sign_in`, schema: signInBodySchema },
  { method: 'POST', url: `${P}/users/password`, schema: emailOnlyBodySchema },
  { method: 'PUT', url: `${P}/users/password`, schema: passwordResetBodySchema },
  { method: 'POST', url: `${P}/users/confirmation`, schema: emailOnlyBodySchema },
  { method: 'POST', url: `${P}/users/unlock`, schema: emailOnlyBodySchema },
  { method: 'POST', url: `${P}/player/accounts`, schema: addAccountBodySchema },
  { method: 'PATCH', url: `${P}/player/update_locale`, schema: updateLocaleBodySchema },
  { method: 'PATCH', url: `${P}/player/currency`, schema: changeCurrencyBodySchema },
  { method: 'POST', url: `${P}/player/phone`, schema: setPhoneBodySchema },
  { method: 'POST', url: `${P}/player/phone/verification`, schema: verifyPhoneBodySchema },
  { method: 'POST', url: `${P}/payments/deposit`, schema: depositBodySchema },
  { method: 'POST', url: `${P}/payments/demo/fuzzdeposit0001/complete`, schema: depositCompletionSchema },
  { method: 'POST', url: `${P}/player/activity_limit_track`, schema: null },
  { method: 'POST', url: `${P}/sportsbook_sessions`, schema: null },
  { method: 'POST', url: `${P}/sportsbook_sessions/continue`, schema: null },
  // Not the exclusion itself: a valid fuzzed one would close the later deposits of this file to its player.
  { method: 'POST', url: `${P}/player/exclusions/return`, schema: exclusionReturnBodySchema },
];

/** Payloads shaped like the real ones but with wrong, missing, extra or hostile values. */
const nearMiss = fc.oneof(
  fc.jsonValue(),
  fc.record(
    {
      user: fc.record(
        {
          email: fc.oneof(fc.string(), fc.emailAddress(), fc.constant('demo@example.com'), fc.integer()),
          password: fc.oneof(fc.string({ maxLength: 300 }), fc.constant(null), fc.array(fc.string())),
          currency: fc.oneof(fc.constantFrom('EUR', 'eur', 'XXX', 'USDT', ''), fc.string()),
          reset_password_token: fc.oneof(fc.string(), fc.base64String()),
          extra: fc.anything(),
        },
        { requiredKeys: [] },
      ),
    },
    { requiredKeys: [] },
  ),
  fc.record(
    {
      amount: fc.oneof(
        fc.record(
          {
            value: fc.oneof(
              fc.integer(),
              fc.double(),
              fc.constantFrom(0, -1, Number.MAX_SAFE_INTEGER, 1e300, '100', null),
              fc.bigInt().map(String),
            ),
            currency: fc.oneof(fc.constantFrom('EUR', 'USDT', 'BTC', 'GBP', 'eur'), fc.string()),
            subunits: fc.oneof(fc.integer(), fc.double(), fc.constant(100)),
          },
          { requiredKeys: [] },
        ),
        fc.anything(),
      ),
      return_path: fc.oneof(fc.string(), fc.constantFrom('/', '//evil.example', 'javascript:alert(1)')),
      currency: fc.oneof(fc.constantFrom('EUR', 'USDT', 'BTC', 'DOGE', 'eur'), fc.string()),
      locale: fc.oneof(fc.constantFrom('en', 'de', 'pt-BR', 'xx', 'EN'), fc.string()),
      phone_number: fc.oneof(fc.string(), fc.constantFrom('+4915112345678', '+1', '00491511')),
      phone_country: fc.oneof(fc.string(), fc.constantFrom('DE', 'de')),
      code: fc.oneof(fc.string(), fc.integer(), fc.constantFrom('123456', '000000')),
      result: fc.oneof(fc.string(), fc.constantFrom('success', 'error', 'pending', 'refund')),
    },
    { requiredKeys: [] },
  ),
);

describe.each(testDbKinds())('fuzzed write payloads on %s', (kind) => {
  let h: PlatformHarness;
  let demo: TestBrowser;
  let before: Awaited<ReturnType<typeof ledgerAudit>>;
  // The fuzzer signs in a lot: keep the rate limits out of the way of the property being tested.
  platformSuite(
    kind,
    {
      signIn: { lockAfterFailures: 1e9 },
      abuse: UNLIMITED_ABUSE,
    },
    async (opened) => {
      h = opened;
      demo = new TestBrowser(h.app);
      await demo.signIn();
      before = await ledgerAudit(h.db);
    },
  );

  it('malformed payloads get a 4xx with a catalogue code (never a 5xx); anything else never a 5xx', async () => {
    for (const endpoint of WRITES) {
      await fc.assert(
        fc.asyncProperty(nearMiss, async (payload) => {
          const res = await demo.request({
            method: endpoint.method,
            url: endpoint.url,
            payload: payload as object,
          });
          expect(res.statusCode, `${endpoint.method} ${endpoint.url} ${res.body}`).toBeLessThan(500);
          const malformed = endpoint.schema !== null && !endpoint.schema.safeParse(payload).success;
          if (malformed)
            expect(
              res.statusCode,
              `${endpoint.url} accepted ${JSON.stringify(payload)}`,
            ).toBeGreaterThanOrEqual(400);
          if (res.statusCode >= 400) expect(isCatalogueCode(res.json().code), res.body).toBe(true);
        }),
        { numRuns: 40 },
      );
    }
  });

  it('raw bodies that are not JSON, or not JSON at all, get 400/415 with a catalogue code', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...WRITES),
        fc.oneof(
          fc.string(),
          fc.constantFrom('{', '{"user":', '[1,', 'null', '\u0000', '{"amount":{"value":1e999}}'),
        ),
        fc.constantFrom(
          'application/json',
          'text/plain',
          'application/xml',
          'application/json; charset=utf-8',
        ),
        async (endpoint, body, contentType) => {
          const res = await demo.request({
            method: endpoint.method,
            url: endpoint.url,
            payload: body,
            headers: { 'content-type': contentType },
          });
          expect(res.statusCode, res.body).toBeLessThan(500);
          if (res.statusCode >= 400) expect(isCatalogueCode(res.json().code), res.body).toBe(true);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('a real open deposit: malformed completions never complete it and move nothing', async () => {
    const created = await demo.request({
      method: 'POST',
      url: `${P}/payments/deposit`,
      payload: { amount: { value: 5000, currency: 'EUR' } },
    });
    const { id } = created.json() as { id: string };
    await fc.assert(
      fc.asyncProperty(
        nearMiss.filter((payload) => !depositCompletionSchema.safeParse(payload).success),
        async (payload) => {
          const res = await h.app.inject({
            method: 'POST',
            url: `${P}/payments/demo/${id}/complete`,
            payload: payload as object,
          });
          expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
          expect(res.statusCode, res.body).toBeLessThan(500);
          expect(isCatalogueCode(res.json().code), res.body).toBe(true);
        },
      ),
      { numRuns: 100 },
    );
    const status = await demo.request({ method: 'GET', url: `${P}/payments/deposits/${id}` });
    expect(status.json().status).toBe('created');
  });

  it('token links with random query strings get 400 with a catalogue code', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('confirmation', 'unlock'),
        fc.oneof(fc.string(), fc.base64String(), fc.constant('')),
        fc.constantFrom('confirmation_token', 'unlock_token', 'token'),
        async (path, token, param) => {
          const res = await h.app.inject({
            method: 'GET',
            url: `${P}/users/${path}?${param}=${encodeURIComponent(token)}`,
          });
          expect(res.statusCode, res.body).toBe(400);
          expect(isCatalogueCode(res.json().code)).toBe(true);
        },
      ),
      { numRuns: 100 },
    );
  });

  it('moved no money: existing balances unchanged, no ledger transaction, the ledger still balances', async () => {
    const after = await ledgerAudit(h.db);
    for (const [key, value] of Object.entries(before.balances)) expect(after.balances[key], key).toBe(value);
    for (const [key, value] of Object.entries(after.balances))
      if (!(key in before.balances)) expect(value, key).toBe(0);
    expect(after.mismatches).toEqual([]);
    expect(after.unbalancedTransactions).toBe(0);
    const txs = await h.db.query<{ n: number }>(
      `SELECT count(*)::integer AS n FROM ledger_transactions WHERE reason <> 'deposit' OR reference NOT LIKE 'demo-seed:%'`,
    );
    expect(txs.rows[0]!.n).toBe(0);
  });
});
