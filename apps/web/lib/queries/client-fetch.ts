import { reportUnauthorised } from '../auth/http';

/** Same-origin JSON calls from the browser (credentials included; locale as Accept-Language, br as pt-BR). */
export class HttpError extends Error {
  constructor(readonly status: number) {
    super(`HTTP ${status}`);
    this.name = 'HttpError';
  }
}

export async function getJson<T>(url: string, locale: string, signal?: AbortSignal): Promise<T> {
  const res = await fetch(url, {
    credentials: 'include',
    headers: { 'accept-language': locale.toLowerCase() === 'br' ? 'pt-BR' : locale },
    signal,
  });
  if (res.status === 401) reportUnauthorised(url);
  if (!res.ok) throw new HttpError(res.status);
  return (await res.json()) as T;
}
