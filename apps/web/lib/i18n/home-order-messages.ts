/**
 * Text of the home's sort and day controls. They render on the server only, so their words stay out of the
 * client dictionary (lib/i18n/messages.ts, first-load JavaScript); a locale's text first, then English.
 */
const en = {
  'home.filter.sortBy': 'Sort by',
  'home.sort.priority': 'Top leagues',
  'home.sort.time': 'Start time',
  'home.sort.popular': 'Most bet',
  'home.filter.date': 'Day',
  'home.date.today': 'Today',
  'home.date.tomorrow': 'Tomorrow',
} as const;

export type HomeOrderKey = keyof typeof en;

const dictionaries: Readonly<Record<string, Partial<Record<HomeOrderKey, string>>>> = {
  en,
  de: { 'home.date.today': 'Heute', 'home.date.tomorrow': 'Morgen' },
};

export function homeOrderText(locale: string, key: HomeOrderKey): string {
  const base = locale.split('-')[0] ?? locale;
  return dictionaries[locale]?.[key] ?? dictionaries[base]?.[key] ?? en[key];
}
