import { PageHeader } from '../../../components/page/page-header';
import { LazyFavouriteMatches } from '../../../components/surroundings/lazy-favourite-matches';
import { translate } from '../../../lib/i18n/server-messages';
import type { LocaleParams } from '../../../lib/site/route-params';
import { simpleMetadata } from '../../../lib/site/simple-metadata';

export const generateMetadata = simpleMetadata('/favorites', 'favorites.title');

/**
 * Favourites (page id favorites): the signed-in player's starred events with live prices; favourites
 * require a signed-in player (account-and-surroundings §4), so visitors get the sign-in prompt.
 */
export default async function FavoritesPage({ params }: { params: LocaleParams }) {
  const { locale } = await params;
  return (
    <div data-page-id="favorites">
      <PageHeader title={translate(locale, 'favorites.title')} />
      <LazyFavouriteMatches />
    </div>
  );
}
