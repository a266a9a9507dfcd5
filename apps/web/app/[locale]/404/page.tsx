import { InfoPage } from '../../../components/page/info-page';
import type { LocaleParams } from '../../../lib/site/route-params';
import { simpleMetadata } from '../../../lib/site/simple-metadata';

export const generateMetadata = simpleMetadata('/404', 'page.not-found.description');

export default async function Page({ params }: { params: LocaleParams }) {
  const { locale } = await params;
  return (
    <InfoPage
      locale={locale}
      pageId="not_found"
      bodyKey="page.not-found.description"
      homeKey="page.not-found.home-button.title"
    />
  );
}
