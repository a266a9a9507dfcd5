import { baseLanguage, intlLocale } from '../i18n/locales';

/**
 * Locale-aware numbers and dates through Intl (SPEC.md LC8, account-and-surroundings §7 "Localisation"): the
 * locale's own digits and marks (ar: Arabic-Indic digits), numeric dates for Serbian, the API's
 * 'YYYY-MM-DD HH:MM:SS UTC' times read as instants and durations as HH:MM:SS. Dates shown in server-rendered
 * HTML are formatted in UTC, so the server's and the browser's text agree.
 */
const cache = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();

function memo<T extends Intl.DateTimeFormat | Intl.NumberFormat>(key: string, make: () => T): T {
  let hit = cache.get(key) as T | undefined;
  if (!hit) {
    hit = make();
    cache.set(key, hit);
  }
  return hit;
}

export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return memo(
    `n|${locale}|${JSON.stringify(options)}`,
    () => new Intl.NumberFormat(intlLocale(locale), options),
  );
}

export function formatNumber(locale: string, value: number, options?: Intl.NumberFormatOptions): string {
  return numberFormat(locale, options).format(value);
}

/** Serbian shows dates in numbers (§7): 24.11.2026. */
function dateOptions(locale: string): Intl.DateTimeFormatOptions {
  return baseLanguage(locale) === 'sr'
    ? { day: '2-digit', month: '2-digit', year: 'numeric' }
    : { dateStyle: 'medium' };
}

function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return memo(
    `d|${locale}|${JSON.stringify(options)}`,
    () => new Intl.DateTimeFormat(intlLocale(locale), options),
  );
}

/** A date and time for lists (My bets, statement, notifications), in the locale's words and digits. */
export function formatDateTime(locale: string, when: Date | string, timeZone?: string): string {
  const date = typeof when === 'string' ? new Date(parseApiTime(when)) : when;
  const options: Intl.DateTimeFormatOptions = {
    ...dateOptions(locale),
    ...(baseLanguage(locale) === 'sr' ? { hour: '2-digit', minute: '2-digit' } : { timeStyle: 'short' }),
    ...(timeZone ? { timeZone } : {}),
  };
  return dateTimeFormat(locale, options).format(date);
}

export function formatDate(locale: string, when: Date | string, timeZone?: string): string {
  const date = typeof when === 'string' ? new Date(parseApiTime(when)) : when;
  return dateTimeFormat(locale, { ...dateOptions(locale), ...(timeZone ? { timeZone } : {}) }).format(date);
}

/** A match's kick-off as the list shows it: short day and month, then the time, both in UTC. */
export function kickOffParts(locale: string, iso: string): { day: string; time: string } {
  const date = new Date(parseApiTime(iso));
  return {
    day: dateTimeFormat(locale, { day: '2-digit', month: '2-digit', timeZone: 'UTC' }).format(date),
    time: dateTimeFormat(locale, {
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: 'UTC',
    }).format(date),
  };
}

/**
 * 'YYYY-MM-DD HH:MM:SS UTC' (the form some API times take, §7) as an ISO instant; any other text is returned
 * as it is, for Date to read.
 */
export function parseApiTime(text: string): string {
  const m = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})(?:\.(\d+))? UTC$/.exec(text.trim());
  return m ? `${m[1]}T${m[2]}${m[3] ? `.${m[3]}` : ''}Z` : text;
}

/** A duration as HH:MM:SS (§7), hours not wrapping at 24; negative durations count as zero. */
export function formatDuration(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(s / 3600))}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
}
