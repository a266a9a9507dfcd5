import { describe, expect, it } from 'vitest';
import { autoCashoutEvent, cashoutEvent, shareCodeEvent } from './betting-events';
import { pushAnalytics, type AnalyticsEvent } from './data-layer';
import { currentPageId, pageViewEvent } from './page-views';

describe('analytics page views and betting events', () => {
  it("[EM9] a page view names the page's analytics id", () => {
    const doc = {
      querySelector: (s: string) =>
        s === '#main [data-page-id]'
          ? { getAttribute: (a: string) => (a === 'data-page-id' ? 'in_play' : null) }
          : null,
    } as unknown as Document;
    expect(currentPageId(doc)).toBe('in_play');
    const target = {} as Window & { dataLayer?: AnalyticsEvent[] };
    pushAnalytics(pageViewEvent(currentPageId(doc), '/live'), target);
    expect(target.dataLayer).toEqual([{ event: 'page_view', page_id: 'in_play', path: '/live' }]);
    expect(pageViewEvent(null, '/x')).toEqual({ event: 'page_view', page_id: 'unknown', path: '/x' });
  });

  it('[EM9] cashout and share-code events', () => {
    expect(cashoutEvent('7', 1250, true)).toEqual({
      event: 'bet_cashout',
      bet_id: '7',
      amount: 1250,
      partial: true,
    });
    expect(autoCashoutEvent('7', null)).toEqual({ event: 'bet_auto_cashout', bet_id: '7', target: null });
    expect(shareCodeEvent('created', 'A1234567', 2)).toEqual({
      event: 'share_code_created',
      code: 'A1234567',
      bets: 2,
    });
    expect(shareCodeEvent('opened', 'A1234567', 1).event).toBe('share_code_opened');
  });
});
