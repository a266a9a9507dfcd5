import { headers } from 'next/headers';
import { FallbackPage } from '../../../components/page/fallback-page';
import { errorPageLanguage } from '../../../lib/site/site-gate';
import { simpleMetadata } from '../../../lib/site/simple-metadata';

export const dynamic = 'force-dynamic';
export const generateMetadata = simpleMetadata('/500', 'page.error.description');

/** /500 (answered with status 500 by the proxy): the error text in the path's error-page language. */
export default async function Page() {
  const locale = (await headers()).get('x-slipstream-locale') ?? 'en';
  return (
    <FallbackPage
      language={errorPageLanguage(locale)}
      pageId="server_error"
      bodyKey="page.error.description"
      homeKey="page.error.home-button.title"
    />
  );
}
