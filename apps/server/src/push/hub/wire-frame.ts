/**
 * A complete server-to-client WebSocket text frame (FIN, opcode 1, unmasked, no compression), built
 * once per fan-out and written as is to every subscriber's socket. `ws.send` would frame the same
 * payload again for each socket (a header allocation and a corked two-buffer write each time); with
 * thousands of subscribers per publication that was a large part of the fan-out's own cost. The hub's
 * sockets never negotiate permessage-deflate and never fragment, so the bytes are what `ws` would send.
 */
export type WireFrame = Buffer & { readonly wireFrame: true };

export function textWireFrame(payload: Buffer | string): WireFrame {
  const data = typeof payload === 'string' ? Buffer.from(payload) : payload;
  const n = data.length;
  const head = n < 126 ? 2 : n < 65536 ? 4 : 10;
  const frame = Buffer.allocUnsafe(head + n);
  frame[0] = 0x81;
  if (head === 2) frame[1] = n;
  else if (head === 4) {
    frame[1] = 126;
    frame.writeUInt16BE(n, 2);
  } else {
    frame[1] = 127;
    frame.writeUInt32BE(0, 2);
    frame.writeUInt32BE(n, 6);
  }
  data.copy(frame, head);
  return frame as WireFrame;
}
