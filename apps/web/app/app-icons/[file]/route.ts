import { appIconPng } from '../../../lib/pwa/app-icon-png';
import { APP_ICONS, type AppIconFile } from '../../../lib/pwa/web-manifest';

export const dynamic = 'force-dynamic';

/** The app icons of the manifest and the Apple touch icon (SPEC.md PW1), drawn once per process. */
export async function GET(
  _request: Request,
  { params }: { params: Promise<{ file: string }> },
): Promise<Response> {
  const { file } = await params;
  if (!Object.hasOwn(APP_ICONS, file)) return new Response('Not found', { status: 404 });
  const png = await appIconPng(file as AppIconFile);
  return new Response(new Uint8Array(png), {
    headers: { 'content-type': 'image/png', 'cache-control': 'public, max-age=86400' },
  });
}
