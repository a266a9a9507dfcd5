import { InfoPage } from '../../../../../components/page/info-page';
import type { LocaleParams } from '../../../../../lib/site/route-params';
import { simpleMetadata } from '../../../../../lib/site/simple-metadata';

export const generateMetadata = simpleMetadata('/users/password/edit', 'account.title.password-edit');

export default async function Page({ params }: { params: LocaleParams }) {
  const { locale } = await params;
  return (
    <InfoPage
      locale={locale}
      pageId="password_edit"
      titleKey="account.title.password-edit"
      bodyKey="account.body"
    />
  );
}
