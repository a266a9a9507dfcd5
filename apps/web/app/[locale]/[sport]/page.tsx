import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { MatchesSection } from '../../../components/catalogue/matches-section';
import { PageHeader } from '../../../components/page/page-header';
import { getCategories, getSports } from '../../../lib/api/catalogue';
import { translate } from '../../../lib/i18n/server-messages';
import { pageMetadata } from '../../../lib/site/page-head';
import { ChipLinks } from '../../../components/page/chip-links';

export const dynamic = 'force-dynamic';
type Params = Promise<{ locale: string; sport: string }>;

async function findSport(locale: string, key: string) {
  const sports = await getSports(locale);
  return sports.data.find((s) => s.key === key);
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale, sport: key } = await params;
  const sport = await findSport(locale, key).catch(() => undefined);
  const name = sport?.name ?? key;
  return pageMetadata({
    locale,
    path: `/${key}`,
    title: name,
    description: `${name}: ${translate(locale, 'home.description')}`,
  });
}

/** Sport page (page id sport): its categories and its events grouped by league. */
export default async function SportPage({ params }: { params: Params }) {
  const { locale, sport: key } = await params;
  const sport = await findSport(locale, key).catch(() => undefined);
  if (!sport) notFound();
  const categories = await getCategories(locale, key).catch(() => null);
  return (
    <div data-page-id="sport">
      <PageHeader title={sport.name} crumbs={[{ path: '/', label: translate(locale, 'nav.home') }]} />
      <ChipLinks
        label={sport.name}
        testId="category-list"
        links={[...(categories?.data ?? [])]
          .sort((a, b) => b.priority - a.priority || a.name.localeCompare(b.name))
          .map((c) => ({ id: c.id, path: `/${key}/${c.slug}`, name: c.name }))}
      />
      <MatchesSection
        locale={locale}
        group="league"
        query={{
          sport_key: [key],
          // Matches and races (stages): a horse racing page without its races said "no events" (SPEC.md HW26).
          type: ['match', 'stage'],
          sort_by: 'tournament_priority:desc,start_time',
          limit: 200,
        }}
      />
    </div>
  );
}
