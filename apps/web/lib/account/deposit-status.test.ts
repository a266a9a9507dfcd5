import { describe, expect, it } from 'vitest';
import { depositReturnOf } from './deposit-status';

describe('depositReturnOf', () => {
  it('[AC18] reads the result and the deposit id from the frame return page', () => {
    expect(
      depositReturnOf('http://x/api/platform/payments/return?deposit_result=pending&deposit_id=abc123DEF456'),
    ).toEqual({ result: 'pending', id: 'abc123DEF456' });
    expect(depositReturnOf('http://x/api/platform/payments/return?deposit_result=success')).toEqual({
      result: 'success',
      id: null,
    });
  });
  it('[AC18] the provider page, another path, an unknown result or no address is no result yet', () => {
    expect(depositReturnOf('http://x/api/platform/payments/demo/abc')).toBeNull();
    expect(depositReturnOf('http://x/?deposit_result=success')).toBeNull();
    expect(depositReturnOf('http://x/api/platform/payments/return?deposit_result=refund')).toBeNull();
    expect(depositReturnOf('about:blank')).toBeNull();
    expect(depositReturnOf(null)).toBeNull();
  });
});
