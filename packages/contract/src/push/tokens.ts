import { z } from 'zod';

/** POST /api/sportsbook/v1/websocket/token → the connection JWT (sub = player id, "" for a visitor). */
export const websocketTokenResponseSchema = z.object({ token: z.string() });
export type WebsocketTokenResponse = z.infer<typeof websocketTokenResponseSchema>;

/** POST /api/sportsbook/v1/websocket/authorize {channels} → one subscription JWT per channel. */
export const websocketAuthorizeRequestSchema = z.object({
  channels: z.array(z.string().min(1).max(160)).min(1).max(10),
});
export type WebsocketAuthorizeRequest = z.infer<typeof websocketAuthorizeRequestSchema>;

export const websocketAuthorizeResponseSchema = z.object({
  channels: z.array(z.object({ channel: z.string(), token: z.string() })),
});
export type WebsocketAuthorizeResponse = z.infer<typeof websocketAuthorizeResponseSchema>;
