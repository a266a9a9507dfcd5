import type { BrandPalette } from './brand-colours';

/** The built-in mark (public/icon.svg's), on a 24-unit grid. */
const MARK_PATH = 'M3 17c6 0 8-10 18-10-4 2-6 10-18 10z';

/**
 * An app icon as SVG (SPEC.md PW1): the operator's dark background and accent. A plain icon is a rounded square
 * with the mark filling it; a maskable one is full-bleed with the mark inside the central 60 %, so any mask a
 * launcher applies (circle, squircle) keeps it whole (the safe zone is the central 80 % circle).
 */
export function appIconSvg(size: number, maskable: boolean, colours: BrandPalette): string {
  const inner = maskable ? 0.6 : 0.84;
  const offset = ((1 - inner) * 24) / 2;
  const scale = inner;
  const background = maskable
    ? `<rect width="24" height="24" fill="${colours.bg}"/>`
    : `<rect width="24" height="24" rx="5" fill="${colours.bg}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 24 24">${background}<path transform="translate(${offset} ${offset}) scale(${scale})" d="${MARK_PATH}" fill="${colours.accent}"/></svg>`;
}

/**
 * Where the operator's own logo goes on an icon: the central part of the square, on the operator's background
 * (the logo keeps its own proportions inside it).
 */
export function logoBox(size: number, maskable: boolean): { inner: number; offset: number } {
  const inner = Math.round(size * (maskable ? 0.6 : 0.76));
  return { inner, offset: Math.round((size - inner) / 2) };
}
