import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { WebSocketServer } from 'ws';
import type { PushHub } from './hub/hub';

export const PUSH_PATH = '/connection/websocket';

/**
 * Serves the hub on the Fastify server's 'upgrade' event (ws in noServer mode), so it works on whatever
 * port app.listen picks. Upgrades for other paths are left to other listeners (e.g. a dev server's HMR).
 * Frames over maxFrameBytes make ws close the socket with 1009, which the client treats as terminal.
 */
export function attachWebSocket(app: FastifyInstance, hub: PushHub): () => void {
  const wss = new WebSocketServer({
    noServer: true,
    maxPayload: hub.settings.maxFrameBytes,
    perMessageDeflate: false,
    clientTracking: false,
  });
  const trustProxy = hub.settings.trustForwardedFor;
  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer): void => {
    const path = (request.url ?? '').split('?')[0];
    if (path !== PUSH_PATH) {
      if (app.server.listenerCount('upgrade') === 1) socket.destroy();
      return;
    }
    wss.handleUpgrade(request, socket, head, (ws) => hub.accept(ws, socket, clientIp(request, trustProxy)));
  };
  app.server.on('upgrade', onUpgrade);
  return () => {
    app.server.off('upgrade', onUpgrade);
    wss.close();
  };
}

/** The client's address as Fastify's request.ip sees it (left-most X-Forwarded-For when proxies are trusted). */
function clientIp(request: IncomingMessage, trustProxy: boolean): string {
  const forwarded = request.headers['x-forwarded-for'];
  if (trustProxy && typeof forwarded === 'string' && forwarded.trim() !== '')
    return forwarded.split(',')[0]!.trim();
  return request.socket.remoteAddress ?? 'unknown';
}
