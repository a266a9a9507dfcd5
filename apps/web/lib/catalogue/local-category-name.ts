import { translate } from '../i18n/messages';
import { intlLocale } from '../i18n/locales';

/** What naming a category needs: the answer's category fields (API.md categories). */
export interface CategoryNaming {
  readonly slug: string;
  readonly name: string;
  readonly country_code: string | null;
}

const regionNames = new Map<string, Intl.DisplayNames>();

function regionName(locale: string, code: string): string | undefined {
  const tag = intlLocale(locale);
  let names = regionNames.get(tag);
  if (!names)
    regionNames.set(tag, (names = new Intl.DisplayNames([tag], { type: 'region', fallback: 'none' })));
  try {
    return names.of(code.toUpperCase());
  } catch {
    return undefined; // not a region code Intl knows
  }
}

/**
 * LC15: a category's (country's) name in the page's language. The feed names categories in English ("Ireland",
 * "England"). A name the catalogues hold (`category.<slug>`: England, Scotland, Wales, Northern Ireland, the
 * international category, none of them an ISO region of its own: England's code is GB) reads the catalogue's
 * word; else a category with an ISO country code reads Intl's name of that region ("Irland", "أيرلندا"); else
 * the feed's name as it is.
 */
export function localCategoryName(locale: string, category: CategoryNaming): string {
  const key = `category.${category.slug}`;
  const own = translate(locale, key);
  if (own !== key) return own;
  if (category.country_code) return regionName(locale, category.country_code) ?? category.name;
  return category.name;
}
