import type { CompetitorDef, MatchState, TournamentDef } from '../catalogue/model';
import type { Rng } from './rng';
import type { SimData } from './sim-data';
import { competitorNames, slugify, type SportProfile } from './sports';

export interface TournamentInfo {
  tournament: TournamentDef;
  profile: SportProfile;
  categoryIndex: number;
  tournamentIndex: number;
}

export function competitorsOf(info: TournamentInfo): CompetitorDef[] {
  const category = info.profile.categories[info.categoryIndex]!;
  return competitorNames(info.profile, category, info.tournamentIndex).map((name, i) => {
    const id = info.tournament.id * 100 + i + 1;
    return {
      id,
      urnId: `${info.profile.urnPrefix}:competitor:${id}`,
      name,
      logo:
        info.profile.model === 'race' || info.profile.key === 'tennis'
          ? null
          : `/demo-assets/logos/${id % 8}.svg`,
    };
  });
}

const half = (x: number): number => Math.floor(x) + 0.5;

function baseData(profile: SportProfile): SimData {
  return {
    sport: profile.key,
    meanHome: 0,
    meanAway: 0,
    pSet: 0.5,
    strengths: [],
    totals: [],
    handicaps: [],
    halfTime: null,
    suspendedUntil: null,
    statusOverrides: {},
    oddsOverrides: {},
    closeAt: null,
    pruneAt: null,
    winners: [],
  };
}

/** Model parameters and the fixed lines for a new head-to-head match. */
function matchModel(profile: SportProfile, rng: Rng): SimData {
  const d = baseData(profile);
  const s = Math.max(-1, Math.min(1, rng.normal() * 0.35));
  if (profile.model === 'poisson') {
    d.meanHome = profile.mean * 1.08 * Math.exp(s * 0.6);
    d.meanAway = profile.mean * 0.92 * Math.exp(-s * 0.6);
    if (profile.key === 'soccer') {
      d.totals = [0.5, 1.5, 2.25, 2.5, 3, 3.5, 4.5];
      d.handicaps = [-1.5, -1, -0.75, -0.5, -0.25, 0, 0.5, 1];
    } else {
      d.totals = [4.5, 5.5, 6.5];
      d.handicaps = [-1.5, 1.5];
    }
  } else if (profile.model === 'normal') {
    d.meanHome = profile.mean + 2 + s * profile.sd;
    d.meanAway = profile.mean - s * profile.sd;
    const step = Math.round(profile.sd / 2);
    const total = half(d.meanHome + d.meanAway);
    const hcp = -half(d.meanHome - d.meanAway);
    d.totals = [total - 2 * step, total, total + 2 * step];
    d.handicaps = [hcp - step, hcp, hcp + step];
  } else {
    d.pSet = 0.5 + s * 0.25;
  }
  return d;
}

export interface NewEventArgs {
  id: number;
  info: TournamentInfo;
  rng: Rng;
  startTime: number;
}

export function newMatch({ id, info, rng, startTime }: NewEventArgs): MatchState {
  const { profile } = info;
  const teams = competitorsOf(info);
  const hi = rng.int(0, teams.length - 1);
  let ai = rng.int(0, teams.length - 2);
  if (ai >= hi) ai++;
  const home = teams[hi]!;
  const away = teams[ai]!;
  const city = profile.categories[info.categoryIndex]!.cities[hi % 12]!;
  return {
    id,
    urnId: `${profile.urnPrefix}:match:${id}`,
    slug: `${slugify(home.name)}-${slugify(away.name)}-${id}`,
    type: 'match',
    tournamentId: info.tournament.id,
    home,
    away,
    outright: null,
    stadium:
      profile.type === 'cyber' ? null : `${city} ${profile.key === 'tennis' ? 'Centre Court' : 'Arena'}`,
    city: profile.type === 'cyber' ? null : city,
    status: 0,
    stage: 'regular_season',
    startTime,
    priority: info.tournament.priority,
    betsCount: rng.int(0, 5000),
    hasVideo: rng.next() < 0.35,
    hasStats: profile.provider === 'betradar' && rng.next() < 0.75,
    score: { home: 0, away: 0 },
    periods: [],
    maxPeriods: profile.periods,
    gameScore: null,
    server: null,
    clock: null,
    finishedAt: null,
    feedData: matchModel(profile, rng) as unknown as Record<string, unknown>,
  };
}

/** Seasons, stages and simple tournaments: one free-text winner market over all competitors. */
export function newOutright(
  args: NewEventArgs & {
    type: 'season' | 'stage' | 'simple_tournament';
    name: string;
    endDate: number;
    size?: number;
  },
): MatchState {
  const { profile } = args.info;
  const competitors = competitorsOf(args.info).slice(0, args.size ?? 16);
  const d = baseData(profile);
  d.strengths = competitors.map(() => Math.round(Math.exp(args.rng.normal() * 0.8) * 100) / 100);
  const isRace = profile.model === 'race';
  return {
    id: args.id,
    urnId: `${profile.urnPrefix}:${args.type}:${args.id}`,
    slug: `${slugify(args.name)}-${args.id}`,
    type: args.type,
    tournamentId: args.info.tournament.id,
    home: null,
    away: null,
    outright: { name: args.name, competitors, endDate: args.endDate },
    stadium: null,
    city: null,
    status: 0,
    stage: isRace ? 'race' : null,
    startTime: args.startTime,
    priority: args.info.tournament.priority,
    betsCount: args.rng.int(0, 2000),
    hasVideo: isRace,
    hasStats: false,
    score: { home: 0, away: 0 },
    periods: [],
    maxPeriods: 1,
    gameScore: null,
    server: null,
    clock: null,
    finishedAt: null,
    feedData: d as unknown as Record<string, unknown>,
  };
}
