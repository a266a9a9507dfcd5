import { PageHeader } from '../../../components/page/page-header';
import { PromotionsView } from '../../../components/bonuses/promotions-view';
import { translate } from '../../../lib/i18n/server-messages';
import type { LocaleParams } from '../../../lib/site/route-params';
import { simpleMetadata } from '../../../lib/site/simple-metadata';

export const generateMetadata = simpleMetadata('/promotions', 'promotions.title');

/** Promotions (page id promotions): the player's bonuses and the promo-code form (client: they are personal). */
export default async function PromotionsPage({ params }: { params: LocaleParams }) {
  const { locale } = await params;
  return (
    <div data-page-id="promotions">
      <PageHeader title={translate(locale, 'promotions.title')} />
      <PromotionsView />
    </div>
  );
}
