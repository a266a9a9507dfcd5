import { describe, expect, it } from 'vitest';
import { isSitePath } from './site-path';

// docs/SECURITY.md DEP-HEAD-2: a host message's `page_changed` path (and /init-sportsbook's `path`) stays on this site.
describe('isSitePath: a path a host may send the page to', () => {
  it('takes paths on this site', () => {
    for (const p of ['/', '/live', '/en/sports/soccer?x=1', '/a/b#c']) expect(isSitePath(p), p).toBe(true);
  });
  it('refuses what a browser reads as another host or no path at all', () => {
    for (const p of [
      '//evil.example',
      '/\\evil.example',
      '/\\/evil.example',
      '\\\\evil.example',
      'https://evil.example',
      'javascript:alert(1)',
      '',
      'live',
    ])
      expect(isSitePath(p), p).toBe(false);
  });
});
