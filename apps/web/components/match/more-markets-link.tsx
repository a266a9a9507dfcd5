'use client';
import { localeNumerals } from '../../lib/format/locale-numerals';
import { useSite, useT } from '../../lib/site/site-context';
import { AppLink } from '../shell/app-link';

/**
 * An event row's "+N" link to its match page, named in the page's language with the count's plural, the count
 * in the locale's digits (LC12).
 */
export function MoreMarketsLink({ path, name, count }: { path: string; name: string; count: number }) {
  const t = useT();
  const { locale } = useSite();
  return (
    <AppLink path={path} className="row__more" aria-label={t('list.moreMarkets', { name, count })}>
      +{localeNumerals(String(count), locale)}
    </AppLink>
  );
}
