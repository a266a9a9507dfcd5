import { isOddsFormat, type OddsFormat } from '@slipstream/betting';
import { isSitePath } from './site-path';

/**
 * /init-sportsbook (betting-core §2 "initialisation entry"): where a host starts the product, with its first
 * settings in the query. `path` (a path on this site, default `/`), `odds_type` (one of the eight formats) and
 * `theme` (dark or light); anything else is ignored.
 */
export interface InitParams {
  readonly path: string;
  readonly oddsFormat: OddsFormat | null;
  readonly theme: 'dark' | 'light' | null;
}

export function readInitParams(search: URLSearchParams): InitParams {
  const asked = search.get('path') ?? '/';
  const path = isSitePath(asked) ? asked : '/';
  const odds = search.get('odds_type');
  const theme = search.get('theme');
  return {
    path: path.startsWith('/init-sportsbook') ? '/' : path,
    oddsFormat: isOddsFormat(odds) ? odds : null,
    theme: theme === 'dark' || theme === 'light' ? theme : null,
  };
}
