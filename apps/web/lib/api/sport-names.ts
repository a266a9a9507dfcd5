import { localCategoryName } from '../catalogue/local-category-name';
import { translate } from '../i18n/server-messages';

/** The sports whose names the web catalogues hold in every locale (`sport.<key>`); e-sports keep their brands. */
const SPORT_KEYS: ReadonlySet<string> = new Set([
  'soccer',
  'tennis',
  'basketball',
  'ice-hockey',
  'volleyball',
  'cricket',
  'premium-cricket',
  'horse-racing',
]);

/**
 * Sport names in the page's language (issue 33 item 7): the API names sports in the languages its feed has
 * names for (LC9: the simulator's are the catalogues' words, a UOF feed may have fewer); a locale without them
 * would read them in English beside its own words for the same sports ("Horse racing" under "Конни надбягвания"). Each sport object of an answer ({key, name})
 * takes the catalogue's name, and each category ({slug, name, country_code}) its country's name in the locale
 * (LC15, lib/catalogue/local-category-name.ts); the rest of the answer is left as it is. Server-rendered pages
 * read through here.
 */
export function localiseSportNames<T>(data: T, locale: string): T {
  visit(data, locale, 0);
  return data;
}

function visit(value: unknown, locale: string, depth: number): void {
  if (depth > 6 || value === null || typeof value !== 'object') return;
  if (Array.isArray(value)) {
    for (const item of value) visit(item, locale, depth + 1);
    return;
  }
  const record = value as Record<string, unknown>;
  // LC15: a category (it alone carries country_code) reads its country's name in the page's language.
  if ('country_code' in record && typeof record.slug === 'string' && typeof record.name === 'string') {
    const code = record.country_code;
    record.name = localCategoryName(locale, {
      slug: record.slug,
      name: record.name,
      country_code: typeof code === 'string' ? code : null,
    });
  }
  if (typeof record.key === 'string' && typeof record.name === 'string' && SPORT_KEYS.has(record.key)) {
    const key = `sport.${record.key}`;
    const name = translate(locale, key);
    if (name !== key) record.name = name;
  }
  for (const child of Object.values(record)) if (typeof child === 'object') visit(child, locale, depth + 1);
}
