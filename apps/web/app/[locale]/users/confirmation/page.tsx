import { InfoPage } from '../../../../components/page/info-page';
import type { LocaleParams } from '../../../../lib/site/route-params';
import { simpleMetadata } from '../../../../lib/site/simple-metadata';

export const generateMetadata = simpleMetadata('/users/confirmation', 'account.title.confirmation');

export default async function Page({ params }: { params: LocaleParams }) {
  const { locale } = await params;
  return (
    <InfoPage
      locale={locale}
      pageId="confirmation"
      titleKey="account.title.confirmation"
      bodyKey="account.body"
    />
  );
}
