import { InfoPage } from '../../../components/page/info-page';
import type { LocaleParams } from '../../../lib/site/route-params';
import { simpleMetadata } from '../../../lib/site/simple-metadata';

export const generateMetadata = simpleMetadata('/blocked', 'page.blocked.title');

export default async function Page({ params }: { params: LocaleParams }) {
  const { locale } = await params;
  return (
    <InfoPage
      locale={locale}
      pageId="blocked"
      titleKey="page.blocked.title"
      bodyKey="page.blocked.description"
    />
  );
}
