/** The link that opens a shared slip: the current page with ?betcode=<code> (betting-core §2). */
export function shareLink(currentHref: string, code: string): string {
  const url = new URL(currentHref);
  url.hash = '';
  url.searchParams.set('betcode', code);
  return url.toString();
}
