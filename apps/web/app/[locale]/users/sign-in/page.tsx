import { InfoPage } from '../../../../components/page/info-page';
import type { LocaleParams } from '../../../../lib/site/route-params';
import { simpleMetadata } from '../../../../lib/site/simple-metadata';

export const generateMetadata = simpleMetadata('/users/sign-in', 'account.title.sign-in');

export default async function Page({ params }: { params: LocaleParams }) {
  const { locale } = await params;
  return (
    <InfoPage
      locale={locale}
      pageId="sign_in"
      titleKey="account.title.sign-in"
      bodyKey="account.body"
      homeKey="page.error.home-button.title"
    />
  );
}
