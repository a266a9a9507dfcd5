import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { suiteHarness } from '../testing/suite-harness';

import { ResponseCache } from './response-cache';
import { catalogueHarness, type CatalogueHarness } from './test-support';

const LIST = '/api/sportsbook/v1/matches?limit=50';
const vary = (i: number) => `/api/sportsbook/v1/matches?limit=${51 + i}`;
const GZIP = { 'accept-encoding': 'gzip' };

describe('the read API answer cache (DEP-CACHE)', () => {
  let h: CatalogueHarness;
  suiteHarness(
    'pglite',
    (opened) => catalogueHarness(opened),
    (opened) => ({ h } = opened),
  );

  it('DEP-CACHE-1: varying parameters never makes the server gzip: one-off URLs go out plain', async () => {
    expect((await h.app.inject({ url: LIST })).statusCode).toBe(200);
    for (let i = 0; i < 50; i++) {
      const res = await h.app.inject({ url: vary(i), headers: GZIP });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBeUndefined();
    }
    // an answer asked for again is gzipped, once, and the same bytes are served from then on
    const second = await h.app.inject({ url: vary(7), headers: GZIP });
    expect(second.headers['content-encoding']).toBe('gzip');
    const third = await h.app.inject({ url: vary(7), headers: GZIP });
    expect(third.rawPayload.equals(second.rawPayload)).toBe(true);
    const plain = await h.app.inject({ url: vary(7) });
    expect(gunzipSync(second.rawPayload).toString('utf8')).toBe(plain.body);
  });

  it('DEP-CACHE-2: an LRU bounded in bytes, counting gzip forms, keeping the popular entries', () => {
    const maxBytes = 64 * 1024;
    const cache = new ResponseCache(h.catalogue.model, maxBytes);
    const body = JSON.stringify({ data: 'x'.repeat(5_000) });
    const popular = cache.get('/popular', () => body);
    for (let i = 0; i < 200; i++) {
      cache.get(`/list?junk=${i}`, () => body);
      cache.get('/popular', () => body);
      expect(cache.bytes).toBeLessThanOrEqual(maxBytes);
    }
    expect(cache.size).toBeLessThan(20);
    expect(cache.get('/popular', () => 'rebuilt')).toBe(popular);
    const before = cache.bytes;
    expect(popular.gzipIfPopular()).not.toBeNull();
    expect(cache.bytes).toBeGreaterThan(before); // the gzip form counts against the bound
    expect(cache.bytes).toBeLessThanOrEqual(maxBytes);
    // an answer larger than the whole bound is served but never kept
    const huge = cache.get('/huge', () => 'y'.repeat(maxBytes * 2));
    expect(huge.raw.length).toBe(maxBytes * 2);
    expect(cache.bytes).toBeLessThanOrEqual(maxBytes);
  });

  it('DEP-CACHE-3: a cached answer is served before parsing, yet bad input is still refused every time', async () => {
    const live = [...h.catalogue.model.matches.values()].find((m) => m.status === 1)!;
    const markets = `/api/sportsbook/v1/matches/${live.id}/markets?limit=5`;
    const first = await h.app.inject({ url: markets });
    expect(first.statusCode).toBe(200);
    const again = await h.app.inject({ url: markets });
    expect(again.body).toBe(first.body);
    // input that fails validation is never stored, so it never becomes a hit
    for (const bad of [
      `/api/sportsbook/v1/matches/${live.id}/markets?limit=-1`,
      '/api/sportsbook/v1/matches/abc/markets',
      '/api/sportsbook/v1/matches?limit=0',
      '/api/sportsbook/v1/matches?sort_by=nonsense',
    ])
      for (let i = 0; i < 3; i++) {
        const res = await h.app.inject({ url: bad });
        expect(res.statusCode, bad).toBe(400);
        expect(res.json().code).toBe('validation_failed');
      }
    expect((await h.app.inject({ url: '/api/sportsbook/v1/matches/999999999/markets' })).statusCode).toBe(
      404,
    );
    // the names language is part of the key: a German request never gets the English answer
    const german = await h.app.inject({ url: markets, headers: { 'accept-language': 'de' } });
    expect(german.statusCode).toBe(200);
    expect(german.body).not.toBe(first.body);
  });
});
