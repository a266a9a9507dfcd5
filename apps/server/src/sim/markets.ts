import { asian, deadHeat, LOSE, when, type Final, type Settle } from './pricing/settle';

/**
 * Market definitions in Sportradar UOF terms (market ids, specifiers, outcome ids). Each outcome carries
 * its settlement rule; pricing takes the expected return of that rule over a score distribution.
 */
export type Scope = 'full' | 'first_half';

export interface OutcomeDef {
  id: string;
  name: string;
  settle(final: Final): Settle;
}

export interface MarketDef {
  marketId: number;
  specifier: string;
  name: string;
  groups: string[];
  priority: number;
  scope: Scope;
  margin: number;
  customBetGroups: string[];
  outcomes: OutcomeDef[];
}

export const MARKET = {
  oneXTwo: 1,
  doubleChance: 10,
  drawNoBet: 11,
  europeanHandicap: 14,
  handicap: 16,
  total: 18,
  bothTeamsToScore: 29,
  correctScore: 45,
  firstHalfOneXTwo: 60,
  firstHalfTotal: 68,
  winner: 186,
  outright: 534,
} as const;

export interface Names {
  home: string;
  away: string;
}

const fmt = (n: number): string => (n > 0 ? `+${n}` : String(n));

function oneXTwo(
  n: Names,
  marketId: number,
  name: string,
  scope: Scope,
  groups: string[],
  priority: number,
): MarketDef {
  return {
    marketId,
    specifier: '',
    name,
    groups,
    priority,
    scope,
    margin: 0.05,
    customBetGroups: scope === 'full' ? ['match_result'] : [],
    outcomes: [
      { id: '1', name: n.home, settle: (f) => when(f.home > f.away) },
      { id: '2', name: 'draw', settle: (f) => when(f.home === f.away) },
      { id: '3', name: n.away, settle: (f) => when(f.home < f.away) },
    ],
  };
}

function totals(
  lines: number[],
  scope: Scope,
  marketId: number,
  name: string,
  priority: number,
): MarketDef[] {
  return lines.map((t) => ({
    marketId,
    specifier: `total=${t}`,
    name: `${name} ${t}`,
    groups: scope === 'full' ? ['all', 'totals'] : ['all', 'halves'],
    priority,
    scope,
    margin: 0.06,
    customBetGroups: scope === 'full' ? ['totals'] : [],
    outcomes: [
      { id: '12', name: `over ${t}`, settle: (f) => asian(f.home + f.away, -t) },
      { id: '13', name: `under ${t}`, settle: (f) => asian(-(f.home + f.away), t) },
    ],
  }));
}

function handicaps(n: Names, lines: number[], priority: number): MarketDef[] {
  return lines.map((h) => ({
    marketId: MARKET.handicap,
    specifier: `hcp=${h}`,
    name: `Handicap ${fmt(h)}`,
    groups: ['all', 'handicaps'],
    priority,
    scope: 'full' as const,
    margin: 0.06,
    customBetGroups: [],
    outcomes: [
      { id: '1714', name: `${n.home} (${fmt(h)})`, settle: (f: Final) => asian(f.home - f.away, h) },
      { id: '1715', name: `${n.away} (${fmt(-h)})`, settle: (f: Final) => asian(f.away - f.home, -h) },
    ],
  }));
}

function winner(n: Names, priority: number): MarketDef {
  return {
    marketId: MARKET.winner,
    specifier: '',
    name: 'Winner',
    groups: ['all', 'main'],
    priority,
    scope: 'full',
    margin: 0.05,
    customBetGroups: [],
    // A level score at the end (basketball before overtime) settles both sides as a dead heat.
    outcomes: [
      { id: '4', name: n.home, settle: (f) => (f.home === f.away ? deadHeat(2) : when(f.home > f.away)) },
      { id: '5', name: n.away, settle: (f) => (f.home === f.away ? deadHeat(2) : when(f.away > f.home)) },
    ],
  };
}

/** Soccer and ice hockey. */
export function goalsMarkets(
  n: Names,
  opts: { totals: number[]; handicaps: number[]; full: boolean },
): MarketDef[] {
  const defs: MarketDef[] = [
    oneXTwo(n, MARKET.oneXTwo, '1x2', 'full', ['all', 'main'], 100),
    {
      marketId: MARKET.doubleChance,
      specifier: '',
      name: 'Double chance',
      groups: ['all', 'main'],
      priority: 90,
      scope: 'full',
      margin: 0.05,
      customBetGroups: ['match_result'],
      outcomes: [
        { id: '9', name: `${n.home} or draw`, settle: (f) => when(f.home >= f.away) },
        { id: '10', name: `${n.home} or ${n.away}`, settle: (f) => when(f.home !== f.away) },
        { id: '11', name: `draw or ${n.away}`, settle: (f) => when(f.home <= f.away) },
      ],
    },
    ...totals(opts.totals, 'full', MARKET.total, 'Total', 80),
    ...handicaps(n, opts.handicaps, 70),
  ];
  if (!opts.full) return defs;
  defs.push(
    {
      marketId: MARKET.drawNoBet,
      specifier: '',
      name: 'Draw no bet',
      groups: ['all', 'main'],
      priority: 85,
      scope: 'full',
      margin: 0.05,
      customBetGroups: [],
      outcomes: [
        { id: '4', name: n.home, settle: (f) => asian(f.home - f.away, 0) },
        { id: '5', name: n.away, settle: (f) => asian(f.away - f.home, 0) },
      ],
    },
    ...(['0:1', '1:0'] as const).map((hcp) => {
      const [hh, ha] = hcp.split(':').map(Number) as [number, number];
      return {
        marketId: MARKET.europeanHandicap,
        specifier: `hcp=${hcp}`,
        name: `Handicap ${hcp}`,
        groups: ['all', 'handicaps'],
        priority: 60,
        scope: 'full' as const,
        margin: 0.07,
        customBetGroups: [],
        outcomes: [
          { id: '1711', name: `${n.home} (${hcp})`, settle: (f: Final) => when(f.home + hh > f.away + ha) },
          { id: '1712', name: `draw (${hcp})`, settle: (f: Final) => when(f.home + hh === f.away + ha) },
          { id: '1713', name: `${n.away} (${hcp})`, settle: (f: Final) => when(f.home + hh < f.away + ha) },
        ],
      };
    }),
    {
      marketId: MARKET.bothTeamsToScore,
      specifier: '',
      name: 'Both teams to score',
      groups: ['all', 'main'],
      priority: 75,
      scope: 'full',
      margin: 0.06,
      customBetGroups: ['goals'],
      outcomes: [
        { id: '74', name: 'yes', settle: (f) => when(f.home > 0 && f.away > 0) },
        { id: '76', name: 'no', settle: (f) => when(!(f.home > 0 && f.away > 0)) },
      ],
    },
    correctScore(),
    oneXTwo(n, MARKET.firstHalfOneXTwo, '1st half - 1x2', 'first_half', ['all', 'halves'], 40),
    ...totals([0.5, 1.5], 'first_half', MARKET.firstHalfTotal, '1st half - total', 35),
  );
  return defs;
}

function correctScore(): MarketDef {
  const outcomes: OutcomeDef[] = [];
  for (let h = 0; h <= 6; h++)
    for (let a = 0; a + h <= 6; a++)
      outcomes.push({
        id: `sr:correct_score:max:6:${h}:${a}`,
        name: `${h}:${a}`,
        settle: (f) => when(f.home === h && f.away === a),
      });
  outcomes.push({
    id: 'sr:correct_score:max:6:other',
    name: 'other',
    settle: (f) => when(f.home + f.away > 6),
  });
  return {
    marketId: MARKET.correctScore,
    specifier: 'variant=sr:correct_score:max:6',
    name: 'Correct score',
    groups: ['all', 'score'],
    priority: 50,
    scope: 'full',
    margin: 0.12,
    customBetGroups: [],
    outcomes,
  };
}

/** Basketball, cricket: winner, handicaps and totals around the expected margin and total. */
export function pointsMarkets(n: Names, opts: { totals: number[]; handicaps: number[] }): MarketDef[] {
  return [
    winner(n, 100),
    ...handicaps(n, opts.handicaps, 80),
    ...totals(opts.totals, 'full', MARKET.total, 'Total', 70),
  ];
}

/** Tennis, volleyball, e-sports: winner, set/map handicap and total sets/maps. */
export function bestOfMarkets(n: Names, toWin: number): MarketDef[] {
  const most = toWin * 2 - 1;
  const totalLines: number[] = [];
  for (let t = toWin + 0.5; t < most; t++) totalLines.push(t);
  return [
    winner(n, 100),
    ...handicaps(n, [-1.5, 1.5], 80),
    ...totals(totalLines, 'full', MARKET.total, 'Total sets', 70),
  ];
}

/** Outrights and races: one free-text market, one outcome per competitor (id = competitor urn). */
export function outrightMarket(name: string, competitors: Array<{ urnId: string; name: string }>): MarketDef {
  return {
    marketId: MARKET.outright,
    specifier: '',
    name,
    groups: ['all', 'main'],
    priority: 100,
    scope: 'full',
    margin: 0.15,
    customBetGroups: [],
    // Settled from the winner set, not a score: see settleOutright.
    outcomes: competitors.map((c) => ({ id: c.urnId, name: c.name, settle: () => LOSE })),
  };
}
