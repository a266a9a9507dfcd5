import { InfoPage } from '../../../../components/page/info-page';
import type { LocaleParams } from '../../../../lib/site/route-params';
import { simpleMetadata } from '../../../../lib/site/simple-metadata';

export const generateMetadata = simpleMetadata('/users/sign-up', 'account.title.sign-up');

export default async function Page({ params }: { params: LocaleParams }) {
  const { locale } = await params;
  return (
    <InfoPage
      locale={locale}
      pageId="sign_up"
      titleKey="account.title.sign-up"
      bodyKey="account.body"
      homeKey="page.error.home-button.title"
    />
  );
}
