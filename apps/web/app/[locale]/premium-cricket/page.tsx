import { VerticalPage } from '../../../components/catalogue/vertical-page';
import type { LocaleParams } from '../../../lib/site/route-params';
import { simpleMetadata } from '../../../lib/site/simple-metadata';

export const dynamic = 'force-dynamic';
export const generateMetadata = simpleMetadata('/premium-cricket', 'vertical.premiumCricket.title');

export default async function Page({ params }: { params: LocaleParams }) {
  const { locale } = await params;
  return (
    <VerticalPage
      locale={locale}
      vertical="premiumCricket"
      pageId="premium_cricket"
      titleKey="vertical.premiumCricket.title"
      query={{ sport_type: ['premium_cricket'], limit: 200 }}
    />
  );
}
