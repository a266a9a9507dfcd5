/**
 * Search by sport name (GET /search's `sports`): a player types the sport's name in the page's language, in
 * English, or the other common English word for it ("Football" for soccer). Compared case- and accent-blind,
 * with ß as ss, so "fussball" and "FUSSBALL" find "Fußball" as "Fußball" does.
 */
const OTHER_ENGLISH_WORDS: Readonly<Record<string, readonly string[]>> = {
  soccer: ['Football'],
  'ice-hockey': ['Hockey'],
  cs2: ['Counter-Strike'],
  dota2: ['Dota'],
  lol: ['League of Legends'],
};

/** Text as the sport search compares it: lower case, no combining marks, ß as ss, NFC. */
export function searchFold(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .normalize('NFC')
    .trim();
}

/** Whether `query` names the sport: its name in the request's language, its English name or another English word. */
export function sportNamed(
  query: string,
  sport: { key: string; localName: string; englishName: string },
): boolean {
  const needle = searchFold(query);
  if (!needle) return false;
  return [sport.localName, sport.englishName, ...(OTHER_ENGLISH_WORDS[sport.key] ?? [])].some((name) =>
    searchFold(name).includes(needle),
  );
}
