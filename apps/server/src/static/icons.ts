/**
 * GET /fe-api/icons.svg: one SVG sprite with the general and the sport icon sets (`<symbol id>` per
 * icon, used as `<use href="/fe-api/icons.svg#sport-soccer"/>`). Drawn here, nothing fetched.
 */
const GENERAL: Record<string, string> = {
  home: '<path d="M3 11 12 3l9 8v10h-6v-6H9v6H3z"/>',
  live: '<circle cx="12" cy="12" r="4"/><path d="M5 5a10 10 0 0 0 0 14M19 5a10 10 0 0 1 0 14" fill="none" stroke="currentColor" stroke-width="2"/>',
  star: '<path d="m12 2 3 7 7 .6-5.3 4.7L18.2 22 12 18l-6.2 4 1.5-7.7L2 9.6 9 9z"/>',
  search:
    '<circle cx="10" cy="10" r="6" fill="none" stroke="currentColor" stroke-width="2"/><path d="m15 15 6 6" stroke="currentColor" stroke-width="2"/>',
  ticket: '<path d="M3 6h18v4a2 2 0 0 0 0 4v4H3v-4a2 2 0 0 0 0-4z"/>',
  calendar:
    '<path d="M4 5h16v15H4zM4 9h16M8 3v4M16 3v4" fill="none" stroke="currentColor" stroke-width="2"/>',
  trophy:
    '<path d="M7 3h10v5a5 5 0 0 1-10 0zM12 13v5M8 21h8M7 5H3a4 4 0 0 0 4 4M17 5h4a4 4 0 0 1-4 4" fill="none" stroke="currentColor" stroke-width="2"/>',
  video: '<path d="M3 6h13v12H3zM16 10l5-3v10l-5-3z"/>',
  statistics: '<path d="M4 20V10h4v10zM10 20V4h4v16zM16 20v-7h4v7z"/>',
  lock: '<path d="M6 11h12v10H6zM8 11V7a4 4 0 0 1 8 0v4" fill="none" stroke="currentColor" stroke-width="2"/>',
};

const SPORTS: Record<string, string> = {
  soccer:
    '<circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" stroke-width="2"/><path d="m12 7 4 3-1.5 5h-5L8 10z"/>',
  tennis:
    '<circle cx="12" cy="12" r="9"/><path d="M5 6c4 3 4 9 0 12M19 6c-4 3-4 9 0 12" fill="none" stroke="#fff" stroke-width="1.5"/>',
  basketball:
    '<circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" stroke-width="2"/><path d="M3 12h18M12 3v18M6 5c3 4 3 10 0 14M18 5c-3 4-3 10 0 14" fill="none" stroke="currentColor" stroke-width="1.5"/>',
  'ice-hockey':
    '<path d="M4 3l7 14h7v3H9L2 4zM15 19h6" fill="none" stroke="currentColor" stroke-width="2"/><ellipse cx="18" cy="15" rx="3" ry="1.5"/>',
  volleyball:
    '<circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" stroke-width="2"/><path d="M12 3c0 5 3 8 8 10M12 12c-4 2-6 5-6 8M12 12c-3-2-7-2-9-1" fill="none" stroke="currentColor" stroke-width="1.5"/>',
  cricket: '<path d="m4 20 10-10 2 2L6 22zM14 10l5-5 2 2-5 5z"/><circle cx="7" cy="7" r="2.5"/>',
  'premium-cricket':
    '<path d="m4 20 10-10 2 2L6 22zM14 10l5-5 2 2-5 5z"/><path d="m7 2 1.2 2.6L11 5l-2 2 .5 3L7 8.6 4.5 10 5 7 3 5l2.8-.4z"/>',
  cs2: '<path d="M3 12h8l2-3h8v3h-6l-2 3H3z"/><path d="M6 15v4h3v-4" />',
  dota2: '<path d="M4 4h6l10 10v6h-6L4 10z"/>',
  lol: '<path d="M6 3h4v15h8v3H6z"/>',
  'horse-racing': '<path d="M5 20 8 12 6 8l4-4 6 2 3 4-2 2-3-2-2 4 3 6h-3l-3-5-1 5z"/>',
};

const symbol = (id: string, body: string): string =>
  `<symbol id="${id}" viewBox="0 0 24 24" fill="currentColor">${body}</symbol>`;

export const ICONS_SVG = [
  '<svg xmlns="http://www.w3.org/2000/svg" style="display:none">',
  ...Object.entries(GENERAL).map(([k, v]) => symbol(`general-${k}`, v)),
  ...Object.entries(SPORTS).map(([k, v]) => symbol(`sport-${k}`, v)),
  '</svg>',
].join('');
