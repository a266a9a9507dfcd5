import { InfoPage } from '../../../../../components/page/info-page';
import type { LocaleParams } from '../../../../../lib/site/route-params';
import { simpleMetadata } from '../../../../../lib/site/simple-metadata';

export const generateMetadata = simpleMetadata('/users/password/new', 'account.title.password-new');

export default async function Page({ params }: { params: LocaleParams }) {
  const { locale } = await params;
  return (
    <InfoPage
      locale={locale}
      pageId="password_new"
      titleKey="account.title.password-new"
      bodyKey="account.body"
    />
  );
}
