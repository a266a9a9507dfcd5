import { headers } from 'next/headers';
import { InfoPage } from '../../components/page/info-page';

/** The not-found page (account-and-surroundings §2): text and a home button, in the request's locale. */
export default async function NotFound() {
  const locale = (await headers()).get('x-slipstream-locale') ?? 'en';
  return (
    <InfoPage
      locale={locale}
      pageId="not_found"
      bodyKey="page.not-found.description"
      homeKey="page.not-found.home-button.title"
    />
  );
}
