import { PageHeader } from '../../../components/page/page-header';
import { SignInButton } from '../../../components/auth/auth-buttons';
import { translate } from '../../../lib/i18n/messages';
import type { LocaleParams } from '../../../lib/site/route-params';
import { simpleMetadata } from '../../../lib/site/simple-metadata';

export const generateMetadata = simpleMetadata('/favorites', 'favorites.title');

/**
 * Favourites (page id favorites). Favourites require a signed-in player (account-and-surroundings §4);
 * the player's list arrives with the favourites API (account issue). Visitors get the sign-in prompt.
 */
export default async function FavoritesPage({ params }: { params: LocaleParams }) {
  const { locale } = await params;
  return (
    <div data-page-id="favorites">
      <PageHeader title={translate(locale, 'favorites.title')} />
      <p className="empty">
        <SignInButton className="button button--primary" label={translate(locale, 'nav.signIn')} />
        <br />
        {translate(locale, 'favorites.signIn')}
      </p>
    </div>
  );
}
