import { describe, expect, inject, it } from 'vitest';
import { FIRST_LOAD_CI_CEILING_BYTES, firstLoadJs } from '../../apps/web/bench/first-load-js';

// The first-load JavaScript ceiling of the home route, held in CI (the web benchmark prints the figure and
// compares it with the 170 KB target).
describe('first-load JavaScript budget', () => {
  it(`keeps the home route at or under ${FIRST_LOAD_CI_CEILING_BYTES / 1024} KB gzipped`, async () => {
    const { bytes, files } = await firstLoadJs(inject('baseUrl'), '/');
    expect(files).toBeGreaterThan(0);
    expect(bytes).toBeLessThanOrEqual(FIRST_LOAD_CI_CEILING_BYTES);
  });
});
