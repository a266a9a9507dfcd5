/**
 * A path on this site that a host may send the page to (the `page_changed` host message, /init-sportsbook's `path`):
 * it starts with one `/` and holds no backslash, since a browser reads `/\host` as `//host`, another site.
 */
export function isSitePath(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !path.includes('\\');
}
