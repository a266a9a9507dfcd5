import { describe, expect, it } from 'vitest';
import { isApiPath } from './mount-web';

// The paths the API and push own never reach Next, so their 404s stay catalogue errors (API.md).
describe('isApiPath', () => {
  it('claims the API, push and health paths', () => {
    for (const path of [
      '/api/sportsbook/v1/x',
      '/api/nope?x=1',
      '/connection/websocket',
      '/healthz',
      '/api',
    ]) {
      expect(isApiPath(path)).toBe(true);
    }
  });
  it('leaves pages to the web app', () => {
    for (const path of [
      '/',
      '/live',
      '/de/live',
      '/apis',
      '/soccer/api-fc-1',
      '/healthzone',
      '/_next/static/x.js',
    ]) {
      expect(isApiPath(path)).toBe(false);
    }
  });
});
