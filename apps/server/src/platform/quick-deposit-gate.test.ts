import { depositResponseSchema } from '@slipstream/contract';
import type { OperatorConfigInput } from '@slipstream/contract/operator';
import { afterEach, describe, expect, it } from 'vitest';
import {
  expectError,
  ledgerAudit,
  openPlatformHarness,
  TestBrowser,
  type PlatformHarness,
} from './test-support';

const P = '/api/platform';

/** The demo player (demo@example.com) is in the Silver status group by its comp points. */
describe('[OP8] the server refuses a quick deposit the operator does not offer', () => {
  let h: PlatformHarness | undefined;
  afterEach(async () => {
    await h?.close();
    h = undefined;
  });

  async function quickDeposit(features: OperatorConfigInput['features']) {
    h = await openPlatformHarness('pglite', {}, { features });
    const demo = new TestBrowser(h.app);
    await demo.signIn();
    const before = (await h.platform.wallet.balance(1, 'EUR'))!.value;
    const res = await demo.request({
      method: 'POST',
      url: `${P}/payments/deposit`,
      payload: { amount: { value: 1500, currency: 'EUR' }, quick: true },
    });
    const hosted = await demo.request({
      method: 'POST',
      url: `${P}/payments/deposit`,
      payload: { amount: { value: 1500, currency: 'EUR' } },
    });
    // A deposit through the provider's page stays available whatever the quick-deposit flags say.
    expect(hosted.statusCode, hosted.body).toBe(201);
    const after = (await h.platform.wallet.balance(1, 'EUR'))!.value;
    return { res, credited: after - before };
  }

  it('quick_deposit off: 403 forbidden, nothing credited', async () => {
    const { res, credited } = await quickDeposit({ quick_deposit: false });
    expectError(res, 403, 'forbidden');
    expect(credited).toBe(0);
    expect((await ledgerAudit(h!.db)).mismatches).toEqual([]);
  });

  it('a test group the player is outside of: 403; its own status group (any case): accepted', async () => {
    const outside = await quickDeposit({ quick_deposit: true, quick_deposit_test_group: 'Gold' });
    expectError(outside.res, 403, 'forbidden');
    expect(outside.credited).toBe(0);
    await h!.close();
    const inside = await quickDeposit({ quick_deposit: true, quick_deposit_test_group: 'silver' });
    expect(inside.res.statusCode, inside.res.body).toBe(201);
    expect(depositResponseSchema.parse(inside.res.json()).status).toBe('success');
    expect(inside.credited).toBe(1500);
  });
});
