import { createRequire } from 'node:module';
import type Sharp from 'sharp';
import { internalApiUrl } from '../api/server-api';
import { serverSiteConfig } from '../site/server-site-config';
import { appIconSvg, logoBox } from './app-icons';
import { brandColours } from './brand-colours';
import { APP_ICONS, type AppIconFile } from './web-manifest';

const drawn = new Map<AppIconFile, Promise<Buffer>>();

/**
 * sharp through CommonJS `require`: imported as ESM (statically or with `import()`), Turbopack makes it an async
 * module, and any async module in the build puts Turbopack's async-module runtime into every page's first-load
 * JavaScript (446 B gzip, over the budget of e2e/tests/budget.e2e.ts).
 */
const loadSharp = (): typeof Sharp => createRequire(import.meta.url)('sharp') as typeof Sharp;

/**
 * One app icon as PNG (SPEC.md PW1), drawn by sharp (librsvg, no network) at its first request and kept: the
 * operator's logo on its dark background when the logo is a file of this site, else the built-in mark in the
 * operator's colours. A logo at an https URL is not fetched (nothing is fetched from outside at run time).
 */
export function appIconPng(file: AppIconFile): Promise<Buffer> {
  let png = drawn.get(file);
  if (!png) {
    png = draw(file);
    drawn.set(file, png);
    png.catch(() => drawn.delete(file));
  }
  return png;
}

async function draw(file: AppIconFile): Promise<Buffer> {
  const sharp = loadSharp();
  const { size, maskable } = APP_ICONS[file];
  const site = serverSiteConfig();
  const colours = brandColours(site.operator).dark;
  const logo = site.logo?.url.startsWith('/') ? await ownFile(site.logo.url) : null;
  if (logo) {
    try {
      const { inner, offset } = logoBox(size, maskable);
      const fitted = await sharp(logo, { density: 300 })
        .resize(inner, inner, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
        .png()
        .toBuffer();
      const plain = appIconSvg(size, maskable, { ...colours, accent: colours.bg });
      return await sharp(Buffer.from(plain))
        .composite([{ input: fitted, top: offset, left: offset }])
        .png()
        .toBuffer();
    } catch {
      // Not an image sharp reads: the built-in mark.
    }
  }
  return sharp(Buffer.from(appIconSvg(size, maskable, colours)))
    .png()
    .toBuffer();
}

/** A file this site serves (its public/ folder), read through the process's own HTTP address. */
async function ownFile(path: string): Promise<Buffer | null> {
  try {
    const res = await fetch(new URL(path, internalApiUrl()), {
      signal: AbortSignal.timeout(2000),
      cache: 'no-store',
    });
    return res.ok ? Buffer.from(await res.arrayBuffer()) : null;
  } catch {
    return null;
  }
}
