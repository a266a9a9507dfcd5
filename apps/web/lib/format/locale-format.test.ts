import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatDuration,
  formatNumber,
  kickOffParts,
  parseApiTime,
} from './locale-format';

const instant = '2026-11-24T21:05:09Z';

describe('locale formats', () => {
  it('[LC8] writes numbers in the locale: German marks, Arabic-Indic digits', () => {
    expect(formatNumber('de', 1234.5, { minimumFractionDigits: 2 })).toBe('1.234,50');
    expect(formatNumber('en', 1234.5, { minimumFractionDigits: 2 })).toBe('1,234.50');
    expect(formatNumber('ar', 12)).toBe('١٢');
  });

  it('[LC8] writes dates in the locale, Serbian in numbers', () => {
    expect(formatDate('de', instant, 'UTC')).toBe('24.11.2026');
    expect(formatDate('sr', instant, 'UTC')).toMatch(/^24\. ?11\. ?2026\.?$/);
    expect(formatDateTime('de', instant, 'UTC')).toBe('24.11.2026, 21:05');
    expect(kickOffParts('de', instant)).toEqual({ day: '24.11.', time: '21:05' });
    expect(kickOffParts('ar', instant).time).toBe('٢١:٠٥');
  });

  it("[LC8] reads 'YYYY-MM-DD HH:MM:SS UTC' as an ISO instant and leaves other text alone", () => {
    expect(parseApiTime('2026-11-24 21:05:09 UTC')).toBe('2026-11-24T21:05:09Z');
    expect(Date.parse(parseApiTime('2026-11-24 21:05:09 UTC'))).toBe(Date.parse(instant));
    expect(parseApiTime(instant)).toBe(instant);
    expect(formatDate('en', '2026-11-24 21:05:09 UTC', 'UTC')).toBe('Nov 24, 2026');
  });

  it('[LC8] writes durations as HH:MM:SS', () => {
    expect(formatDuration(0)).toBe('00:00:00');
    expect(formatDuration(3 * 3600 + 4 * 60 + 5)).toBe('03:04:05');
    expect(formatDuration(100 * 3600)).toBe('100:00:00');
    expect(formatDuration(-5)).toBe('00:00:00');
  });
});
