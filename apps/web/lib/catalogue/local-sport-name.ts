import { translate } from '../i18n/messages';

/**
 * A sport's name in the page's language (issue 33 item 7): the catalogue's `sport.<key>` where it has one (the
 * API names sports only in its feed's languages), else the API's name (e-sports keep their brands). For the
 * lists the browser fetches itself (search, favourites); server-rendered pages go through lib/api/sport-names.ts.
 */
export function localSportName(locale: string, sport: { key: string; name: string }): string {
  const key = `sport.${sport.key}`;
  const name = translate(locale, key);
  return name === key ? sport.name : name;
}
