/** One cookie's value from `document.cookie`, decoded; null when absent. */
export function readCookie(cookie: string, name: string): string | null {
  for (const part of cookie.split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) return decodeURIComponent(v.join('='));
  }
  return null;
}
