import { describe, expect, it } from 'vitest';
import { swRouteOf } from './sw-route';

const O = 'https://bet.example';
const get = (path: string, mode = 'no-cors') => ({ url: `${O}${path}`, method: 'GET', mode });

describe('the service worker’s routes', () => {
  it('[PW2] content-hashed build files are cached, with or without a locale', () => {
    expect(swRouteOf(get('/_next/static/chunks/abc123.js'), O)).toBe('static');
    expect(swRouteOf(get('/_next/static/css/x.css'), O)).toBe('static');
  });

  it('[PW3] API answers, push and RSC payloads are never the worker’s: odds, balances and bets pass through', () => {
    for (const path of [
      '/api/sportsbook/v1/matches',
      '/api/platform/player/accounts',
      '/api/sportsbook/v3/bets',
      '/connection/websocket',
      '/live?_rsc=1x2',
    ])
      expect(swRouteOf(get(path, 'cors'), O)).toBe('pass');
  });

  it('[PW3] a navigation is a page (network only); a navigation to the API is not', () => {
    expect(swRouteOf(get('/live', 'navigate'), O)).toBe('page');
    expect(swRouteOf(get('/de/fussball', 'navigate'), O)).toBe('page');
    expect(swRouteOf(get('/api/platform/payments/return', 'navigate'), O)).toBe('pass');
    expect(swRouteOf(get('/healthz', 'navigate'), O)).toBe('pass');
  });

  it('[PW3] writes, other origins, build files with a query and odd URLs pass through', () => {
    expect(swRouteOf({ url: `${O}/_next/static/a.js`, method: 'POST', mode: 'cors' }, O)).toBe('pass');
    expect(swRouteOf({ url: 'https://cdn.example/_next/static/a.js', method: 'GET', mode: 'cors' }, O)).toBe(
      'pass',
    );
    expect(swRouteOf(get('/_next/static/a.js?v=1'), O)).toBe('pass');
    expect(swRouteOf({ url: 'not a url', method: 'GET', mode: 'navigate' }, O)).toBe('pass');
  });
});
