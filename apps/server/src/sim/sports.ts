import type { Provider, SportType } from '../catalogue/model';

/**
 * The simulated catalogue's fixed part: sports with their type and odds provider, the scoring model
 * that prices them, their countries (categories) and tournaments. Names are fictional.
 */
export type ModelKind = 'poisson' | 'normal' | 'bestof' | 'race';

export interface SportProfile {
  id: number;
  urnPrefix: 'sr' | 'od';
  key: string;
  name: string;
  priority: number;
  type: SportType;
  provider: Provider;
  model: ModelKind;
  /** Share of generated matches. */
  weight: number;
  /** Regular game length in minutes of match time and number of periods. */
  durationMin: number;
  periods: number;
  periodType: string;
  /** Expected score per side for the whole game (goals, points, runs); set win probability range for best-of. */
  mean: number;
  sd: number;
  toWin: number;
  clockShown: boolean;
  countsDown: boolean;
  categories: Array<{ name: string; code: string | null; cities: string[]; tournaments: string[] }>;
  teamSuffixes: string[];
}

const EUROPE = {
  england: {
    name: 'England',
    code: 'GB',
    cities: [
      'Ashford',
      'Brackley',
      'Corby',
      'Dunmore',
      'Elmsworth',
      'Farleigh',
      'Glenham',
      'Harwick',
      'Ivybridge',
      'Kestwick',
      'Langford',
      'Marlow',
    ],
  },
  spain: {
    name: 'Spain',
    code: 'ES',
    cities: [
      'Almara',
      'Benicor',
      'Castalla',
      'Dosrios',
      'Elvira',
      'Fuenteal',
      'Granada Sur',
      'Huelmo',
      'Iruña',
      'Jarales',
      'Lorca Alta',
      'Montoro',
    ],
  },
  germany: {
    name: 'Germany',
    code: 'DE',
    cities: [
      'Altenburg',
      'Bergheim',
      'Celle',
      'Dornhof',
      'Eisental',
      'Falkenau',
      'Grünwald',
      'Hainburg',
      'Ilmstadt',
      'Kronach',
      'Lindau',
      'Mosbach',
    ],
  },
  italy: {
    name: 'Italy',
    code: 'IT',
    cities: [
      'Arezzo Nord',
      'Bellano',
      'Corvara',
      'Dolcedo',
      'Empoli Est',
      'Fiastra',
      'Gavirate',
      'Imolese',
      'Lerici',
      'Massa Vecchia',
      'Nardò',
      'Ostuni',
    ],
  },
  france: {
    name: 'France',
    code: 'FR',
    cities: [
      'Albi',
      'Bressuire',
      'Cognac',
      'Dieppe',
      'Épinal',
      'Figeac',
      'Gap',
      'Hyères',
      'Issoire',
      'Laval',
      'Millau',
      'Niort',
    ],
  },
  brazil: {
    name: 'Brazil',
    code: 'BR',
    cities: [
      'Araxá',
      'Bauru',
      'Caruaru',
      'Dourados',
      'Erechim',
      'Franca',
      'Garanhuns',
      'Ilhéus',
      'Jataí',
      'Lajeado',
      'Marabá',
      'Navegantes',
    ],
  },
  usa: {
    name: 'USA',
    code: 'US',
    cities: [
      'Albany',
      'Boise',
      'Chandler',
      'Dayton',
      'Eugene',
      'Fresno',
      'Gary',
      'Helena',
      'Irvine',
      'Joliet',
      'Kenosha',
      'Lansing',
    ],
  },
  canada: {
    name: 'Canada',
    code: 'CA',
    cities: [
      'Airdrie',
      'Brandon',
      'Cochrane',
      'Dryden',
      'Estevan',
      'Fernie',
      'Gander',
      'Hinton',
      'Inuvik',
      'Jasper',
      'Kenora',
      'Lacombe',
    ],
  },
  india: {
    name: 'India',
    code: 'IN',
    cities: [
      'Ajmer',
      'Bhopal',
      'Cuttack',
      'Dhanbad',
      'Erode',
      'Guntur',
      'Hubli',
      'Indore',
      'Jammu',
      'Kota',
      'Ludhiana',
      'Mysuru',
    ],
  },
  australia: {
    name: 'Australia',
    code: 'AU',
    cities: [
      'Albury',
      'Ballarat',
      'Cairns',
      'Darwin',
      'Echuca',
      'Geelong',
      'Hobart',
      'Ipswich',
      'Karratha',
      'Lismore',
      'Mackay',
      'Nowra',
    ],
  },
  poland: {
    name: 'Poland',
    code: 'PL',
    cities: [
      'Bełchatów',
      'Chełm',
      'Elbląg',
      'Gniezno',
      'Kalisz',
      'Legnica',
      'Mielec',
      'Nysa',
      'Opole',
      'Płock',
      'Radom',
      'Siedlce',
    ],
  },
  world: {
    name: 'International',
    code: null,
    cities: [
      'Nova',
      'Vortex',
      'Helix',
      'Quasar',
      'Nimbus',
      'Rogue',
      'Titan',
      'Zenith',
      'Apex',
      'Pulse',
      'Onyx',
      'Ember',
    ],
  },
  ireland: {
    name: 'Ireland',
    code: 'IE',
    cities: [
      'Athlone',
      'Ballina',
      'Carlow',
      'Dundalk',
      'Ennis',
      'Fermoy',
      'Galway',
      'Kilkenny',
      'Listowel',
      'Mallow',
      'Navan',
      'Roscrea',
    ],
  },
} as const;

const cat = (c: (typeof EUROPE)[keyof typeof EUROPE], tournaments: string[]) => ({
  name: c.name,
  code: c.code,
  cities: [...c.cities],
  tournaments,
});

/** What the Oddin e-sports (CS2, Dota 2, LoL) share: best-of-three maps, no match clock. */
const ODDIN_BEST_OF_THREE = {
  urnPrefix: 'od',
  type: 'cyber',
  provider: 'oddin',
  model: 'bestof',
  weight: 5,
  durationMin: 0,
  periods: 3,
  periodType: 'map',
  mean: 0,
  sd: 0,
  toWin: 2,
  clockShown: false,
  countsDown: false,
} as const satisfies Partial<SportProfile>;

export const SPORTS: SportProfile[] = [
  {
    id: 1,
    urnPrefix: 'sr',
    key: 'soccer',
    name: 'Soccer',
    priority: 100,
    type: 'regular',
    provider: 'betradar',
    model: 'poisson',
    weight: 40,
    durationMin: 90,
    periods: 2,
    periodType: 'regular_period',
    mean: 1.35,
    sd: 0,
    toWin: 0,
    clockShown: true,
    countsDown: false,
    teamSuffixes: ['FC', 'United', 'Rovers', 'Athletic', 'City', 'Town'],
    categories: [
      cat(EUROPE.england, ['Premier Division', 'Championship League']),
      cat(EUROPE.spain, ['Primera Liga', 'Segunda Liga']),
      cat(EUROPE.germany, ['Bundesliga Eins', 'Regionalliga']),
      cat(EUROPE.italy, ['Serie Alfa']),
      cat(EUROPE.france, ['Ligue Première']),
      cat(EUROPE.brazil, ['Brasileirão Série A']),
    ],
  },
  {
    id: 5,
    urnPrefix: 'sr',
    key: 'tennis',
    name: 'Tennis',
    priority: 90,
    type: 'regular',
    provider: 'betradar',
    model: 'bestof',
    weight: 12,
    durationMin: 0,
    periods: 3,
    periodType: 'set',
    mean: 0,
    sd: 0,
    toWin: 2,
    clockShown: false,
    countsDown: false,
    teamSuffixes: [],
    categories: [
      cat(EUROPE.france, ['Open de Cognac']),
      cat(EUROPE.usa, ['Boise Hardcourt Open']),
      cat(EUROPE.australia, ['Cairns International']),
    ],
  },
  {
    id: 2,
    urnPrefix: 'sr',
    key: 'basketball',
    name: 'Basketball',
    priority: 80,
    type: 'regular',
    provider: 'betradar',
    model: 'normal',
    weight: 12,
    durationMin: 48,
    periods: 4,
    periodType: 'quarter',
    mean: 108,
    sd: 9,
    toWin: 0,
    clockShown: true,
    countsDown: true,
    teamSuffixes: ['Hawks', 'Lions', 'Comets', 'Kings'],
    categories: [
      cat(EUROPE.usa, ['National League']),
      cat(EUROPE.spain, ['Liga Baloncesto']),
      cat(EUROPE.germany, ['Basketball Bundesliga']),
    ],
  },
  {
    id: 4,
    urnPrefix: 'sr',
    key: 'ice-hockey',
    name: 'Ice hockey',
    priority: 70,
    type: 'regular',
    provider: 'betradar',
    model: 'poisson',
    weight: 8,
    durationMin: 60,
    periods: 3,
    periodType: 'regular_period',
    mean: 2.9,
    sd: 0,
    toWin: 0,
    clockShown: true,
    countsDown: true,
    teamSuffixes: ['Blades', 'Wolves', 'Bears'],
    categories: [cat(EUROPE.canada, ['Northern Hockey League']), cat(EUROPE.usa, ['Frontier Hockey League'])],
  },
  {
    id: 23,
    urnPrefix: 'sr',
    key: 'volleyball',
    name: 'Volleyball',
    priority: 60,
    type: 'regular',
    provider: 'betradar',
    model: 'bestof',
    weight: 6,
    durationMin: 0,
    periods: 5,
    periodType: 'set',
    mean: 0,
    sd: 0,
    toWin: 3,
    clockShown: false,
    countsDown: false,
    teamSuffixes: ['VC', 'Volley'],
    categories: [cat(EUROPE.poland, ['PlusLiga Pro']), cat(EUROPE.italy, ['SuperLega Alfa'])],
  },
  {
    id: 21,
    urnPrefix: 'sr',
    key: 'cricket',
    name: 'Cricket',
    priority: 55,
    type: 'regular',
    provider: 'betradar',
    model: 'normal',
    weight: 5,
    durationMin: 180,
    periods: 2,
    periodType: 'inning',
    mean: 160,
    sd: 18,
    toWin: 0,
    clockShown: false,
    countsDown: false,
    teamSuffixes: ['Strikers', 'Chargers', 'Royals'],
    categories: [cat(EUROPE.india, ['Premier T20']), cat(EUROPE.australia, ['Big Bash Cup'])],
  },
  {
    id: 1021,
    urnPrefix: 'sr',
    key: 'premium-cricket',
    name: 'Premium cricket',
    priority: 50,
    type: 'premium_cricket',
    provider: 'premium_cricket',
    model: 'normal',
    weight: 3,
    durationMin: 180,
    periods: 2,
    periodType: 'inning',
    mean: 165,
    sd: 18,
    toWin: 0,
    clockShown: false,
    countsDown: false,
    teamSuffixes: ['Titans', 'Warriors'],
    categories: [cat(EUROPE.india, ['Premium T20 Series'])],
  },
  {
    id: 109,
    ...ODDIN_BEST_OF_THREE,
    key: 'cs2',
    name: 'CS2',
    priority: 45,
    teamSuffixes: ['Esports', 'Gaming'],
    categories: [cat(EUROPE.world, ['CS2 Masters', 'CS2 Challenger Cup'])],
  },
  {
    id: 111,
    ...ODDIN_BEST_OF_THREE,
    key: 'dota2',
    name: 'Dota 2',
    priority: 44,
    teamSuffixes: ['Esports', 'Squad'],
    categories: [cat(EUROPE.world, ['Dota 2 Pro League'])],
  },
  {
    id: 110,
    ...ODDIN_BEST_OF_THREE,
    key: 'lol',
    name: 'League of Legends',
    priority: 43,
    teamSuffixes: ['Gaming', 'Academy'],
    categories: [cat(EUROPE.world, ['LoL Champions Series'])],
  },
  {
    id: 1000,
    urnPrefix: 'sr',
    key: 'horse-racing',
    name: 'Horse racing',
    priority: 30,
    type: 'regular',
    provider: 'betradar',
    model: 'race',
    weight: 0,
    durationMin: 3,
    periods: 1,
    periodType: 'race',
    mean: 0,
    sd: 0,
    toWin: 0,
    clockShown: true,
    countsDown: false,
    teamSuffixes: [],
    categories: [cat(EUROPE.ireland, ['Galway Races']), cat(EUROPE.england, ['Langford Park'])],
  },
];

export const sportByKey = new Map(SPORTS.map((s) => [s.key, s]));

/** Main and secondary market ids per model (tournament fields, betting-core §3). */
export function mainMarkets(profile: SportProfile): {
  main: number;
  mainOutcomes: number;
  secondary: number | null;
  secondaryOutcomes: number | null;
} {
  switch (profile.model) {
    case 'poisson':
      return { main: 1, mainOutcomes: 3, secondary: 18, secondaryOutcomes: 2 };
    case 'race':
      return { main: 534, mainOutcomes: 8, secondary: null, secondaryOutcomes: null };
    default:
      return { main: 186, mainOutcomes: 2, secondary: 18, secondaryOutcomes: 2 };
  }
}

export const slugify = (s: string): string =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const FIRST = [
  'A.',
  'B.',
  'C.',
  'D.',
  'E.',
  'F.',
  'G.',
  'H.',
  'J.',
  'K.',
  'L.',
  'M.',
  'N.',
  'P.',
  'R.',
  'S.',
  'T.',
  'V.',
];
const LAST = [
  'Novak',
  'Berg',
  'Castillo',
  'Duval',
  'Eriksen',
  'Fontaine',
  'Gallo',
  'Hughes',
  'Ivanov',
  'Jensen',
  'Kowalski',
  'Laurent',
  'Moreau',
  'Nieminen',
  'Okafor',
  'Petrov',
  'Quinn',
  'Rossi',
  'Sato',
  'Tanaka',
  'Urban',
  'Varga',
  'Weber',
  'Young',
];
const HORSES = [
  'Silver Arrow',
  'Morning Dew',
  'Copper Kettle',
  'Night Harbour',
  'Quiet Storm',
  'Lucky Fern',
  'Blue Lantern',
  'Iron Duke',
  'Velvet Sky',
  'Golden Mile',
  'Red Kite',
  'Wild Thyme',
  'Paper Moon',
  'Stone Bridge',
  'High Meadow',
  'Harbour Light',
];

/** The competitor names of one tournament: teams from its country's cities, or players for tennis. */
export function competitorNames(
  profile: SportProfile,
  category: SportProfile['categories'][number],
  tIndex: number,
): string[] {
  if (profile.key === 'tennis')
    return LAST.map((l, i) => `${FIRST[(i + tIndex * 5) % FIRST.length]} ${l}`).slice(0, 16);
  if (profile.model === 'race') return HORSES.slice();
  return category.cities.map((c, i) => {
    const suffix = profile.teamSuffixes[(i + tIndex) % profile.teamSuffixes.length]!;
    return profile.type === 'cyber' ? `${c} ${suffix}` : `${c} ${suffix}`;
  });
}
