import type { LocaleOption } from './locale-switcher';

/** A language in its own words ("Deutsch", "العربية"); the code when Intl has no name for it. */
export function endonym(locale: string): string {
  try {
    const name = new Intl.DisplayNames([locale], { type: 'language' }).of(locale);
    return name ? name.charAt(0).toLocaleUpperCase(locale) + name.slice(1) : locale;
  } catch {
    return locale;
  }
}

/** The switcher's options, named on the server so the browser needs no language names. */
export function localeOptions(locales: readonly string[]): LocaleOption[] {
  return locales.map((value) => ({ value, label: endonym(value) }));
}
