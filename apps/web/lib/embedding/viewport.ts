/**
 * The host's viewport message (account-and-surroundings §7): `top` is how far the host has scrolled past the
 * frame's top edge, `height` the host window's height, `offset_top` the frame's distance below the host's
 * viewport top. EM5: it applies only when content height + top offset + 100 ≥ the viewport's bottom
 * (top + height), i.e. while the product's content still reaches the visible area.
 */
export interface HostViewport {
  readonly top: number;
  readonly height: number;
  readonly offsetTop: number;
}

export const VIEWPORT_SLACK_PX = 100;

export function readViewport(payload: Readonly<Record<string, unknown>>): HostViewport | null {
  const { top, height } = payload;
  const offsetTop = payload.offset_top ?? 0;
  const ok = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n) && n >= 0;
  return ok(top) && ok(height) && ok(offsetTop) ? { top, height, offsetTop } : null;
}

export function shouldApplyViewport(viewport: HostViewport, contentHeight: number): boolean {
  return contentHeight + viewport.offsetTop + VIEWPORT_SLACK_PX >= viewport.top + viewport.height;
}
