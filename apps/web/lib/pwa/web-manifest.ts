import type { BrandPalette } from './brand-colours';

/** The app icons the manifest names (served by app/app-icons/[file]/route.ts, drawn by app-icons.ts). */
export const APP_ICONS = {
  'icon-192.png': { size: 192, maskable: false },
  'icon-512.png': { size: 512, maskable: false },
  'icon-maskable-512.png': { size: 512, maskable: true },
  'apple-touch-icon.png': { size: 180, maskable: true },
} as const;
export type AppIconFile = keyof typeof APP_ICONS;
export const APP_ICON_PATH = '/app-icons/';

/**
 * /manifest.webmanifest (SPEC.md PW1): the operator's brand as the installed app's name, its dark theme's
 * background as theme and background colour (the pages open dark unless the player chose light), standalone
 * display and the 192 and 512 px icons, one of them maskable. `start_url` is the site's root, which sends the
 * player on to their language.
 */
export function webManifest(input: {
  brand: string;
  shortName: string;
  lang: string;
  colours: { dark: BrandPalette };
}): Record<string, unknown> {
  const icon = (file: Exclude<AppIconFile, 'apple-touch-icon.png'>) => ({
    src: `${APP_ICON_PATH}${file}`,
    sizes: `${APP_ICONS[file].size}x${APP_ICONS[file].size}`,
    type: 'image/png',
    purpose: APP_ICONS[file].maskable ? 'maskable' : 'any',
  });
  return {
    id: '/',
    name: input.brand,
    short_name: input.shortName,
    lang: input.lang,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    background_color: input.colours.dark.bg,
    theme_color: input.colours.dark.bg,
    icons: [icon('icon-192.png'), icon('icon-512.png'), icon('icon-maskable-512.png')],
  };
}
