/**
 * The address a link hands to the app in app mode (SPEC.md MA5), or null when the page follows it itself: links
 * that leave the site (another origin over http or https) and the sms:, mailto: and tel: links a web view cannot
 * open. Same-site links, fragments and javascript: are the page's.
 */
export function externalUrl(href: string, origin: string): string | null {
  let url: URL;
  try {
    url = new URL(href, origin);
  } catch {
    return null;
  }
  if (url.protocol === 'mailto:' || url.protocol === 'sms:' || url.protocol === 'tel:') return url.href;
  if ((url.protocol === 'http:' || url.protocol === 'https:') && url.origin !== origin) return url.href;
  return null;
}

/** The link a plain primary click follows (not one a modifier or another handler already claimed). */
export function clickedLink(event: MouseEvent): HTMLAnchorElement | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const target = event.target instanceof Element ? event.target : null;
  return target?.closest<HTMLAnchorElement>('a[href]') ?? null;
}
