import { describe, expect, it } from 'vitest';
import { askConsentForRequest } from './consent-request';

const request = (h: Record<string, string>) => new Headers(h);

describe('cookie banner on the server', () => {
  it('[CC1] is asked on a first visit, not once answered', () => {
    expect(askConsentForRequest(request({}))).toBe(true);
    expect(askConsentForRequest(request({ cookie: 'a=1; deviceId=x' }))).toBe(true);
    expect(askConsentForRequest(request({ cookie: 'a=1; cookieConsent=accepted' }))).toBe(false);
    expect(askConsentForRequest(request({ cookie: 'cookieConsent=rejected' }))).toBe(false);
    expect(askConsentForRequest(request({ cookie: 'cookieConsent=maybe' }))).toBe(true);
  });

  it('[CC1] is never asked in a frame or an audit', () => {
    expect(askConsentForRequest(request({ 'sec-fetch-dest': 'iframe' }))).toBe(false);
    expect(askConsentForRequest(request({ 'sec-fetch-dest': 'document' }))).toBe(true);
    expect(askConsentForRequest(request({ 'user-agent': 'Mozilla/5.0 Chrome-Lighthouse' }))).toBe(false);
  });

  it('[MA4] is never asked in app mode: the proxy’s header on the ?app= request, or the session cookie', () => {
    expect(askConsentForRequest(request({ 'x-slipstream-app': 'ios' }))).toBe(false);
    expect(askConsentForRequest(request({ cookie: 'slipstream_app=android' }))).toBe(false);
    expect(askConsentForRequest(request({ 'x-slipstream-app': 'desktop' }))).toBe(true);
  });
});
