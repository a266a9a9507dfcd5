import { InfoPage } from '../../../components/page/info-page';
import type { LocaleParams } from '../../../lib/site/route-params';
import { simpleMetadata } from '../../../lib/site/simple-metadata';

export const generateMetadata = simpleMetadata('/locked', 'page.locked.description');

export default async function Page({ params }: { params: LocaleParams }) {
  const { locale } = await params;
  return (
    <InfoPage
      locale={locale}
      pageId="locked"
      bodyKey="page.locked.description"
      homeKey="page.error.home-button.title"
    />
  );
}
