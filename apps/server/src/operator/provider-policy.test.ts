import { describe, expect, it } from 'vitest';
import { providerPolicy } from '@slipstream/contract/provider-policy';

const OPERATOR = { regular: ['betradar', 'betconstruct'], cyber: ['oddin'], premium_cricket: [] };
const cookie = (v: unknown) => encodeURIComponent(JSON.stringify(v));

describe('provider policy', () => {
  it('[OP3] the operator list decides per sport type; an unlisted sport type shows nothing', () => {
    const p = providerPolicy(OPERATOR, false, undefined);
    expect(p.allows('regular', 'betradar')).toBe(true);
    expect(p.allows('regular', 'oddin')).toBe(false);
    expect(p.allows('cyber', 'oddin')).toBe(true);
    expect(p.allows('premium_cricket', 'premium_cricket')).toBe(false);
    expect(p.allows('unknown', 'betradar')).toBe(false);
    expect(p.key).toBe('');
  });

  it('[OP3] the cookie counts only when the feature flag is on', () => {
    const value = cookie({ regular: ['betconstruct'] });
    expect(providerPolicy(OPERATOR, false, value).allows('regular', 'betradar')).toBe(true);
    const on = providerPolicy(OPERATOR, true, value);
    expect(on.allows('regular', 'betradar')).toBe(false);
    expect(on.allows('regular', 'betconstruct')).toBe(true);
    expect(on.allows('cyber', 'oddin')).toBe(true);
    expect(on.key).not.toBe('');
  });

  it('[OP3] the cookie narrows and never widens; a malformed one is ignored', () => {
    const widen = providerPolicy(OPERATOR, true, cookie({ cyber: ['oddin', 'betradar'] }));
    expect(widen.allows('cyber', 'betradar')).toBe(false);
    expect(widen.allows('cyber', 'oddin')).toBe(true);
    for (const bad of ['%7B', 'null', cookie([1]), cookie({ regular: [1] })]) {
      const p = providerPolicy(OPERATOR, true, bad);
      expect(p.allows('regular', 'betradar')).toBe(true);
    }
  });
});
