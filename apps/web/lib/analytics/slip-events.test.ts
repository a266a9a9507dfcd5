import { describe, expect, it } from 'vitest';
import { pushAnalytics, type AnalyticsEvent } from './data-layer';
import { slipAnalyticsEvent } from './slip-events';

describe('analytics layer', () => {
  it('pushes slip tracking effects onto dataLayer', () => {
    const target = {} as Window & { dataLayer?: AnalyticsEvent[] };
    pushAnalytics(slipAnalyticsEvent({ type: 'track', event: 'add', selectionId: '1/1//1' }), target);
    pushAnalytics(slipAnalyticsEvent({ type: 'track', event: 'delete', selectionId: '1/1//1' }), target);
    expect(target.dataLayer).toEqual([
      { event: 'slip_add_selection', selection_id: '1/1//1' },
      { event: 'slip_remove_selection', selection_id: '1/1//1' },
    ]);
  });
});
