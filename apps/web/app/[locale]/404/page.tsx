import { headers } from 'next/headers';
import { FallbackPage } from '../../../components/page/fallback-page';
import { errorPageLanguage } from '../../../lib/site/site-gate';
import { simpleMetadata } from '../../../lib/site/simple-metadata';

export const dynamic = 'force-dynamic';
export const generateMetadata = simpleMetadata('/404', 'page.not-found.description');

/** /404 (answered with status 404 by the proxy): the not-found text in the path's error-page language. */
export default async function Page() {
  const locale = (await headers()).get('x-slipstream-locale') ?? 'en';
  return (
    <FallbackPage
      language={errorPageLanguage(locale)}
      pageId="not_found"
      bodyKey="page.not-found.description"
      homeKey="page.not-found.home-button.title"
    />
  );
}
