import { InitSportsbook } from '../../../components/embedding/init-sportsbook';
import { InfoPage } from '../../../components/page/info-page';
import type { LocaleParams } from '../../../lib/site/route-params';
import { simpleMetadata } from '../../../lib/site/simple-metadata';

export const generateMetadata = simpleMetadata('/init-sportsbook', 'init.title');

export default async function Page({ params }: { params: LocaleParams }) {
  const { locale } = await params;
  // The entry a host frames first: its query sets the first settings, then the asked page replaces it.
  return (
    <>
      <InfoPage
        locale={locale}
        pageId="init_sportsbook"
        titleKey="init.title"
        bodyKey="page.info.body"
        homeKey="page.error.home-button.title"
      />
      <InitSportsbook />
    </>
  );
}
