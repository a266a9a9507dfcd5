import { InfoPage } from '../../../components/page/info-page';
import type { LocaleParams } from '../../../lib/site/route-params';
import { simpleMetadata } from '../../../lib/site/simple-metadata';

export const generateMetadata = simpleMetadata('/general-rules', 'page.info.title.general-rules');

export default async function Page({ params }: { params: LocaleParams }) {
  const { locale } = await params;
  return (
    <InfoPage
      locale={locale}
      pageId="general_rules"
      titleKey="page.info.title.general-rules"
      bodyKey="page.info.body"
    />
  );
}
