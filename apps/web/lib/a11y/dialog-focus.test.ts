import { describe, expect, it } from 'vitest';
import { nextInCycle } from './dialog-focus';

describe('dialog focus cycle', () => {
  it('[WB6] Tab wraps from the last control to the first, Shift+Tab from the first to the last', () => {
    const items = ['link', 'close'];
    expect(nextInCycle(items, 'link', false)).toBe('close');
    expect(nextInCycle(items, 'close', false)).toBe('link');
    expect(nextInCycle(items, 'link', true)).toBe('close');
    expect(nextInCycle(items, 'close', true)).toBe('link');
  });

  it('[WB6] from outside the dialog, Tab enters at the first control and Shift+Tab at the last', () => {
    expect(nextInCycle(['a', 'b', 'c'], 'elsewhere', false)).toBe('a');
    expect(nextInCycle(['a', 'b', 'c'], null, true)).toBe('c');
    expect(nextInCycle(['only'], 'only', false)).toBe('only');
    expect(nextInCycle([], null, false)).toBeUndefined();
  });
});
