import { headers } from 'next/headers';
import { FallbackPage } from '../../components/page/fallback-page';
import { errorPageLanguage } from '../../lib/site/site-gate';

/** The not-found page (account-and-surroundings §2): text and a home button in the path's error-page language. */
export default async function NotFound() {
  const path = (await headers()).get('x-slipstream-path') ?? '/';
  return (
    <FallbackPage
      language={errorPageLanguage(path)}
      pageId="not_found"
      bodyKey="page.not-found.description"
      homeKey="page.not-found.home-button.title"
    />
  );
}
