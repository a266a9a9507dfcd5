import { headers } from 'next/headers';
import { FallbackPage } from '../../components/page/fallback-page';
import { errorPageLanguage } from '../../lib/site/site-gate';

/** The not-found page (account-and-surroundings §2): text and a home button in the path's error-page language. */
export default async function NotFound() {
  const language = errorPageLanguage((await headers()).get('x-slipstream-locale') ?? 'en');
  return (
    <FallbackPage
      language={language}
      pageId="not_found"
      bodyKey="page.not-found.description"
      homeKey="page.not-found.home-button.title"
    />
  );
}
