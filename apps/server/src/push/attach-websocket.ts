import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import proxyAddr from '@fastify/proxy-addr';
import type { FastifyInstance } from 'fastify';
import { WebSocketServer } from 'ws';
import type { PushHub } from './hub/hub';

export const PUSH_PATH = '/connection/websocket';

/**
 * Serves the hub on the Fastify server's 'upgrade' event (ws in noServer mode), so it works on whatever
 * port app.listen picks. Upgrades for other paths are left to other listeners (e.g. a dev server's HMR).
 * Frames over maxFrameBytes make ws close the socket with 1009, which the client treats as terminal.
 * The client's address (for the per-IP connection cap) is the one Fastify's request.ip gives: the socket peer,
 * or X-Forwarded-For only through the proxies TRUST_PROXY names (`trust`, config.ts trustFunction).
 */
export function attachWebSocket(
  app: FastifyInstance,
  hub: PushHub,
  trust: (addr: string, hop: number) => boolean,
): () => void {
  const wss = new WebSocketServer({
    noServer: true,
    maxPayload: hub.settings.maxFrameBytes,
    perMessageDeflate: false,
    clientTracking: false,
  });
  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer): void => {
    const path = (request.url ?? '').split('?')[0];
    if (path !== PUSH_PATH) {
      if (app.server.listenerCount('upgrade') === 1) socket.destroy();
      return;
    }
    wss.handleUpgrade(request, socket, head, (ws) => hub.accept(ws, socket, proxyAddr(request, trust)));
  };
  app.server.on('upgrade', onUpgrade);
  return () => {
    app.server.off('upgrade', onUpgrade);
    wss.close();
  };
}
