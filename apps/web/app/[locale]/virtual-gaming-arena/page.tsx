import { VerticalPage } from '../../../components/catalogue/vertical-page';
import type { LocaleParams } from '../../../lib/site/route-params';
import { simpleMetadata } from '../../../lib/site/simple-metadata';

export const dynamic = 'force-dynamic';
export const generateMetadata = simpleMetadata('/virtual-gaming-arena', 'vertical.virtualGamingArena.title');

export default async function Page({ params }: { params: LocaleParams }) {
  const { locale } = await params;
  return (
    <VerticalPage
      locale={locale}
      vertical="virtualGamingArena"
      pageId="virtual_gaming_arena"
      titleKey="vertical.virtualGamingArena.title"
    />
  );
}
