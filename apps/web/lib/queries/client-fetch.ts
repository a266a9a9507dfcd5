import { reportUnauthorised } from '../auth/http';
import type { HttpErrorInfo } from '../reporting/http-extras';
import { reportError } from '../reporting/report';

/** Same-origin JSON calls from the browser (credentials included; locale as Accept-Language, br as pt-BR). */
export class HttpError extends Error {
  constructor(readonly status: number) {
    super(`HTTP ${status}`);
    this.name = 'HttpError';
  }
  /** The call and the answer, sent as extras when the error is reported (§8). */
  http?: HttpErrorInfo;
}

export async function getJson<T>(url: string, locale: string, signal?: AbortSignal): Promise<T> {
  const res = await fetch(url, {
    credentials: 'include',
    headers: { 'accept-language': locale.toLowerCase() === 'br' ? 'pt-BR' : locale },
    signal,
  });
  if (res.status === 401) reportUnauthorised(url);
  if (!res.ok) {
    const error = new HttpError(res.status);
    if (res.status >= 500) {
      error.http = {
        url: res.url,
        method: 'GET',
        status: res.status,
        responseBody: await res.text().catch(() => null),
      };
      reportError(error);
    }
    throw error;
  }
  return (await res.json()) as T;
}
