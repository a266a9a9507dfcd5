import { describe, expect, it } from 'vitest';
import { consentCookie, inAuditMode, readConsent, shouldAskConsent } from './consent';
import { splitTrackingParams, trackingCookie } from './tracking-params';

describe('cookie consent', () => {
  it('[CC1] asks only when unanswered, outside frames and audits', () => {
    expect(shouldAskConsent('a=1', false, false)).toBe(true);
    expect(shouldAskConsent('a=1; cookieConsent=accepted', false, false)).toBe(false);
    expect(shouldAskConsent('cookieConsent=rejected', false, false)).toBe(false);
    expect(shouldAskConsent('cookieConsent=maybe', false, false)).toBe(true);
    expect(shouldAskConsent('', true, false)).toBe(false);
    expect(shouldAskConsent('', false, true)).toBe(false);
    expect(inAuditMode('Mozilla/5.0 Chrome-Lighthouse')).toBe(true);
    expect(readConsent('cookieConsent=accepted')).toBe('accepted');
  });
  it('[CC2] the answer is kept 365 days', () => {
    expect(consentCookie('accepted', false)).toBe(
      'cookieConsent=accepted; Max-Age=31536000; Path=/; SameSite=Lax',
    );
    expect(consentCookie('rejected', true)).toMatch(/; Secure$/);
  });
  it('[CC3] tracking parameters are split off the URL; stag is kept 30 days, the others for the session', () => {
    expect(splitTrackingParams('https://x.test/live?stag=aff1&sport=soccer&gclid=g#top')).toEqual({
      found: { stag: 'aff1', gclid: 'g' },
      stripped: '/live?sport=soccer#top',
    });
    expect(splitTrackingParams('https://x.test/live?sport=soccer')).toBeNull();
    expect(trackingCookie('stag', 'a b')).toBe('stag=a%20b; Max-Age=2592000; Path=/; SameSite=Lax');
    expect(trackingCookie('btag', 'b')).toBe('btag=b; Path=/; SameSite=Lax');
  });
});
