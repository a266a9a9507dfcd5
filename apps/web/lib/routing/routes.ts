/**
 * The product's fixed routes (betting-core §2, account-and-surroundings §2) with their analytics page
 * ids. `{sport}` pages and the `{sport}/{slug}` pages (category, league or match) are dynamic and are
 * resolved against the catalogue.
 */
export const STATIC_ROUTES = {
  home: { path: '', pageId: 'sports' },
  live: { path: 'live', pageId: 'in_play' },
  cybersport: { path: 'cybersport', pageId: 'e_sports' },
  favorites: { path: 'favorites', pageId: 'favorites' },
  schedule: { path: 'schedule', pageId: 'schedule' },
  results: { path: 'results', pageId: 'results' },
  promotions: { path: 'promotions', pageId: 'promotions' },
  racing: { path: 'racing', pageId: 'horse_racing' },
  lotteries: { path: 'lotteries', pageId: 'lotteries' },
  premiumCricket: { path: 'premium-cricket', pageId: 'premium_cricket' },
  virtualGamingArena: { path: 'virtual-gaming-arena', pageId: 'virtual_gaming_arena' },
  initSportsbook: { path: 'init-sportsbook', pageId: 'init_sportsbook' },
  generalRules: { path: 'general-rules', pageId: 'general_rules' },
  about: { path: 'about', pageId: 'about' },
  signIn: { path: 'users/sign-in', pageId: 'sign_in' },
  signUp: { path: 'users/sign-up', pageId: 'sign_up' },
  passwordNew: { path: 'users/password/new', pageId: 'password_new' },
  passwordEdit: { path: 'users/password/edit', pageId: 'password_edit' },
  confirmation: { path: 'users/confirmation', pageId: 'confirmation' },
  limits: { path: 'profile/limits', pageId: 'limits' },
  wallet: { path: 'profile/wallet', pageId: 'wallet' },
  profile: { path: 'profile', pageId: 'profile' },
  notFound: { path: '404', pageId: 'not_found' },
  serverError: { path: '500', pageId: 'server_error' },
  blocked: { path: 'blocked', pageId: 'blocked' },
  locked: { path: 'locked', pageId: 'locked' },
} as const;

export type StaticRouteKey = keyof typeof STATIC_ROUTES;

/** Analytics page ids of the dynamic catalogue pages. */
export const DYNAMIC_PAGE_IDS = {
  sport: 'sport',
  category: 'sport',
  league: 'league',
  match: 'match',
} as const;

/** First path segments that are never a sport slug. */
export const RESERVED_SEGMENTS: ReadonlySet<string> = new Set(
  Object.values(STATIC_ROUTES)
    .map((r) => r.path.split('/')[0] ?? '')
    .filter(Boolean),
);

/** Predefined sport slugs of the home screen's sport filter (betting-core §2). */
export const PREDEFINED_SPORT_SLUGS = ['top-sports', 'soccer', 'tennis', 'cricket', 'basketball'] as const;

/** Home tabs (betting-core §2); bet-builder is also addressed by the hash #betBuilder. */
export const HOME_TABS = ['top', 'all', 'favorites', 'outrights', 'betbuilder'] as const;
export type HomeTab = (typeof HOME_TABS)[number];
/** The home tabs the page links to: all of them. */
export const LINKED_HOME_TABS: readonly HomeTab[] = HOME_TABS;
