import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { BetBuilder } from '../../../../components/bet-builder/bet-builder';
import { MatchesSection } from '../../../../components/catalogue/matches-section';
import { MarketBoard } from '../../../../components/match/market-board';
import { StatisticsPanel, VideoPanel } from '../../../../components/match/match-extras';
import { matchName } from '../../../../lib/catalogue/match-name';
import { kickOffParts } from '../../../../lib/format/locale-format';
import { Scoreboard } from '../../../../components/match/scoreboard';
import { PageHeader } from '../../../../components/page/page-header';
import { FavouriteStar } from '../../../../components/surroundings/favourite-star';
import { MatchPrediction } from '../../../../components/surroundings/match-prediction';
import {
  getCategories,
  getMarkets,
  getMatch,
  getStatistics,
  getStreams,
  getTournaments,
  getVideo,
} from '../../../../lib/api/catalogue';
import { ApiRequestError } from '../../../../lib/api/server-api';
import { resolveSlug, type SlugTarget } from '../../../../lib/catalogue/resolve-slug';
import { translate } from '../../../../lib/i18n/server-messages';
import { LiveSeed } from '../../../../lib/live/live-context';
import { toSeed } from '../../../../lib/live/live-hub';
import { pageMetadata } from '../../../../lib/site/page-head';
import { ChipLinks } from '../../../../components/page/chip-links';

export const dynamic = 'force-dynamic';
type Params = Promise<{ locale: string; sport: string; slug: string }>;

async function resolve(locale: string, sport: string, slug: string): Promise<SlugTarget> {
  const [tournaments, categories] = await Promise.all([
    getTournaments(locale, sport).catch(() => null),
    getCategories(locale, sport).catch(() => null),
  ]);
  return resolveSlug(slug, tournaments?.data ?? [], categories?.data ?? []);
}

async function loadMatch(locale: string, id: number) {
  try {
    return await getMatch(locale, id);
  } catch (err) {
    if (err instanceof ApiRequestError && (err.status === 404 || err.status === 400)) return null;
    throw err;
  }
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale, sport, slug } = await params;
  const target = await resolve(locale, sport, slug);
  const path = `/${sport}/${slug}`;
  let title = slug;
  if (target.kind === 'league') title = target.tournament.name;
  if (target.kind === 'category') title = target.category.name;
  if (target.kind === 'match') {
    const match = await loadMatch(locale, target.matchId).catch(() => null);
    if (match) title = `${matchName(match)} · ${match.tournament.name}`;
  }
  return pageMetadata({
    locale,
    path,
    title,
    description: `${title}: ${translate(locale, 'home.description')}`,
  });
}

/** Category, league or match page, whichever `/{sport}/{slug}` names (betting-core §2). */
export default async function SlugPage({ params }: { params: Params }) {
  const { locale, sport, slug } = await params;
  const target = await resolve(locale, sport, slug);
  const home = { path: '/', label: translate(locale, 'nav.home') };
  switch (target.kind) {
    case 'none':
      notFound();
    // falls through (notFound never returns)
    case 'league': {
      const t = target.tournament;
      return (
        <div data-page-id="league">
          <PageHeader
            title={t.name}
            action={<FavouriteStar kind="tournaments" id={t.id} name={t.name} />}
            crumbs={[
              home,
              { path: `/${sport}`, label: t.sport.name },
              { path: `/${sport}/${t.category.slug}`, label: t.category.name },
            ]}
          />
          <MatchesSection
            locale={locale}
            group="league"
            query={{ tournament_id: [t.id], sort_by: 'start_time', limit: 200 }}
          />
        </div>
      );
    }
    case 'category': {
      const c = target.category;
      const tournaments = await getTournaments(locale, sport).catch(() => null);
      const leagues = (tournaments?.data ?? []).filter((t) => t.category.id === c.id);
      return (
        <div data-page-id="sport">
          <PageHeader title={c.name} crumbs={[home, { path: `/${sport}`, label: c.sport.name }]} />
          <ChipLinks
            label={c.name}
            testId="league-list"
            links={leagues.map((t) => ({ id: t.id, path: `/${sport}/${t.slug}`, name: t.name }))}
          />
          <MatchesSection
            locale={locale}
            group="league"
            query={{ category_id: [c.id], sort_by: 'tournament_priority:desc,start_time', limit: 200 }}
          />
        </div>
      );
    }
    case 'match':
      return <MatchPage locale={locale} sport={sport} matchId={target.matchId} />;
  }
}

async function MatchPage({ locale, sport, matchId }: { locale: string; sport: string; matchId: number }) {
  const match = await loadMatch(locale, matchId);
  if (!match || match.tournament.sport.key !== sport) notFound();
  const renderedAt = Date.now();
  const [markets, stats, video, streams] = await Promise.all([
    getMarkets(locale, matchId).catch(() => null),
    getStatistics(locale, matchId).catch(() => null),
    match.has_video ? getVideo(locale, matchId).catch(() => null) : null,
    match.has_video ? getStreams(locale, matchId).catch(() => null) : null,
  ]);
  const name = matchName(match);
  const t = match.tournament;
  return (
    <div data-page-id="match" data-match-id={match.id}>
      <PageHeader
        title={name}
        action={<FavouriteStar kind="matches" id={match.id} name={name} />}
        crumbs={[
          { path: '/', label: translate(locale, 'nav.home') },
          { path: `/${sport}`, label: t.sport.name },
          { path: `/${sport}/${t.category.slug}`, label: t.category.name },
          { path: `/${sport}/${t.slug}`, label: t.name },
        ]}
      />
      <LiveSeed matches={[toSeed(match)]} markets={{ matchId: match.id, list: markets?.data ?? [] }}>
        <Scoreboard match={match} renderedAt={renderedAt} kickOff={kickOffParts(locale, match.start_time)} />
        <VideoPanel locale={locale} title={name} video={video} streams={streams} />
        {match.competitors ? (
          <MatchPrediction
            matchId={match.id}
            home={match.competitors.home.name}
            away={match.competitors.away.name}
            withDraw={match.main_market?.outcomes.length === 3}
          />
        ) : null}
        {stats ? (
          <StatisticsPanel
            locale={locale}
            stats={stats}
            teams={
              match.competitors
                ? { home: match.competitors.home.name, away: match.competitors.away.name }
                : null
            }
          />
        ) : null}
        <MarketBoard matchId={match.id} matchName={name} />
        <BetBuilder matchId={match.id} />
      </LiveSeed>
    </div>
  );
}
