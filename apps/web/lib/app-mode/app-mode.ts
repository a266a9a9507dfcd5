import { readCookie } from '../storage/read-cookie';

/**
 * App mode (API.md "Mobile app", SPEC.md MA1): a native app's web view opens the site with `?app=ios` or
 * `?app=android`; the proxy remembers it for the browser session in the `slipstream_app` cookie (no Max-Age: it
 * ends with the web view's session). Not HttpOnly: the page reads it to pick the native bridge.
 */
export const APP_MODE_PARAM = 'app';
export const APP_MODE_COOKIE = 'slipstream_app';
/** The request header the proxy hands the layout (the cookie it sets is not in the request yet). */
export const APP_MODE_HEADER = 'x-slipstream-app';
export const APP_PLATFORMS = ['ios', 'android'] as const;
export type AppPlatform = (typeof APP_PLATFORMS)[number];

export function appPlatformOf(value: string | null | undefined): AppPlatform | null {
  return value === 'ios' || value === 'android' ? value : null;
}

/** The app mode a `document.cookie` (or a Cookie header) carries. */
export function appModeFromCookie(cookie: string): AppPlatform | null {
  return appPlatformOf(readCookie(cookie, APP_MODE_COOKIE));
}

/** The Set-Cookie value that remembers app mode for the session. */
export function appModeCookie(platform: AppPlatform, secure: boolean): string {
  return `${APP_MODE_COOKIE}=${platform}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}
