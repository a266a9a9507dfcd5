import { BACKGROUND_HEADER } from '../auth/http';

/**
 * The push connection's token calls (API.md push tokens), loaded on first need (the connection itself starts
 * in an idle period): POST /websocket/token (anonymous, or the player's with a bearer token) and
 * POST /websocket/authorize for a private channel. A 401 with a bearer token ends the session.
 */
const WS_BASE = '/api/sportsbook/v1/websocket';

export interface TokenSession {
  readonly token: string;
  onUnauthorised(): void;
}

async function post<T>(path: string, session: TokenSession | null, body: unknown): Promise<T> {
  const res = await fetch(`${WS_BASE}${path}`, {
    method: 'POST',
    credentials: 'include',
    headers: {
      'content-type': 'application/json',
      // Token refreshes are the page's own doing, not the player using the session.
      [BACKGROUND_HEADER]: '1',
      ...(session ? { authorization: `Bearer ${session.token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  if (res.status === 401 && session) session.onUnauthorised();
  if (!res.ok) throw new Error(`websocket ${path}: ${res.status}`);
  return (await res.json()) as T;
}

export async function connectionToken(session: TokenSession | null): Promise<string> {
  const body = await post<{ token?: unknown }>('/token', session, {});
  if (typeof body.token !== 'string') throw new Error('websocket token: no token');
  return body.token;
}

export async function subscriptionToken(session: TokenSession | null, channel: string): Promise<string> {
  const body = await post<{ channels?: { token?: unknown }[] }>('/authorize', session, {
    channels: [channel],
  });
  const token = body.channels?.[0]?.token;
  if (typeof token !== 'string') throw new Error('websocket authorize: no token');
  return token;
}
