import { describe, expect, it } from 'vitest';
import { shareLink } from './share-link';

describe('share link', () => {
  it('adds ?betcode= to the current page, replacing an old code and dropping the hash', () => {
    expect(shareLink('http://x.test/soccer?betcode=AOLD0000#betBuilder', 'A7K2M9QX')).toBe(
      'http://x.test/soccer?betcode=A7K2M9QX',
    );
  });
});
