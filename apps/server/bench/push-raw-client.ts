/**
 * A minimal WebSocket client on a bare TCP socket for the push benchmark's load generator. The `ws`
 * client runs a JavaScript frame parser and emits an event per frame; with 5,000 sockets on the same two
 * cores as the server, that (not the server) was most of the cost measured. This client does the RFC 6455
 * handshake, sends masked text frames (mask key 0, which servers accept: the key is not checked), and
 * reads in one of two ways:
 *
 * - counting (most clients): each TCP chunk is scanned natively (`Buffer.indexOf`) for the publication
 *   marker `"t":` that every published payload carries once; no frame parsing, no string, no JSON.
 *   A server ping (text frame `{}`) is spotted by its four bytes and answered with `{}`.
 * - sampling (a spread-out sample): frames are parsed properly, every line is JSON.parse'd and its
 *   publish time `t` gives the publish-to-receive latency; server pings are answered.
 *
 * Both ways count the same publications, so hub and bare loop are measured by the same client.
 */
import { randomBytes } from 'node:crypto';
import { connect, type Socket } from 'node:net';

const MARK = Buffer.from('"t":');
/** A text frame holding exactly `{}`: the Centrifugo server ping. */
const PING_FRAME = Buffer.from([0x81, 0x02, 0x7b, 0x7d]);
const now = (): number => performance.timeOrigin + performance.now();
/**
 * Every socket of the process reads into this one buffer (net's `onread`): no allocation and no stream
 * events per read. What a chunk leaves for later (handshake, partial frame, marker tail) is copied.
 */
const READ_BUFFER = Buffer.allocUnsafe(256 * 1024);

/** Figures shared by all clients of one process. */
export interface ClientStats {
  delivered: number;
  lastReceiveAt: number;
  latencies: number[];
  closedByServer: number;
}

/** A masked client text frame (mask key 0: the payload goes unchanged). */
export function clientTextFrame(text: string): Buffer {
  const payload = Buffer.from(text);
  const n = payload.length;
  const head = n < 126 ? Buffer.from([0x81, 0x80 | n]) : Buffer.from([0x81, 0x80 | 126, n >> 8, n & 0xff]);
  return Buffer.concat([head, Buffer.alloc(4), payload]);
}

const PONG = clientTextFrame('{}');

function countMarks(buf: Buffer): number {
  let n = 0;
  for (let i = buf.indexOf(MARK); i >= 0; i = buf.indexOf(MARK, i + MARK.length)) n++;
  return n;
}

export class RawClient {
  private socket: Socket;
  private open = false;
  private head = Buffer.alloc(0);
  /** Counting: the last bytes of the previous chunk, for a marker split across two chunks. */
  private tail = Buffer.alloc(0);
  /** Sampling: bytes of an incomplete frame. */
  private pending = Buffer.alloc(0);
  closing = false;

  /**
   * @param onOpen called with every chunk until the caller has what it waited for (e.g. the subscribe
   *   reply); it returns true when done.
   */
  constructor(
    url: URL,
    private readonly stats: ClientStats,
    private readonly sample: boolean,
    private readonly onOpen: (chunk: Buffer | null) => boolean,
    onError: (err: Error) => void,
  ) {
    this.socket = connect({
      host: url.hostname,
      port: Number(url.port),
      noDelay: true,
      onread: {
        buffer: READ_BUFFER,
        callback: (n: number, buf: Uint8Array): boolean => {
          this.onData(Buffer.from(buf.buffer, buf.byteOffset, n), onError);
          return true;
        },
      },
    });
    this.socket.on('error', onError);
    this.socket.on('close', () => {
      if (!this.closing) stats.closedByServer++;
    });
    this.socket.on('connect', () => {
      const key = randomBytes(16).toString('base64');
      this.socket.write(
        `GET ${url.pathname} HTTP/1.1\r\nHost: ${url.host}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n` +
          `Sec-WebSocket-Key: ${key}\r\nSec-WebSocket-Version: 13\r\n\r\n`,
      );
    });
  }

  send(frame: Buffer): void {
    this.socket.write(frame);
  }

  close(): void {
    this.closing = true;
    this.socket.destroy();
  }

  private waiting = true;

  private onData(chunk: Buffer, onError: (err: Error) => void): void {
    if (!this.open) {
      this.head = Buffer.concat([this.head, chunk]);
      const end = this.head.indexOf('\r\n\r\n');
      if (end < 0) return;
      if (!this.head.subarray(0, 12).toString('latin1').startsWith('HTTP/1.1 101'))
        return onError(new Error(`handshake refused: ${this.head.subarray(0, end).toString('latin1')}`));
      this.open = true;
      chunk = this.head.subarray(end + 4);
      this.head = Buffer.alloc(0);
      if (this.onOpen(null)) this.waiting = false;
      if (chunk.length === 0) return;
    }
    if (this.waiting) {
      if (this.onOpen(chunk)) this.waiting = false;
      return;
    }
    if (this.sample) this.parseFrames(chunk);
    else this.count(chunk);
  }

  private count(chunk: Buffer): void {
    let n = countMarks(chunk);
    if (this.tail.length > 0) n += countMarks(Buffer.concat([this.tail, chunk.subarray(0, MARK.length - 1)]));
    this.tail = Buffer.from(chunk.subarray(Math.max(0, chunk.length - (MARK.length - 1))));
    if (chunk.indexOf(PING_FRAME) >= 0) this.send(PONG);
    if (n > 0) {
      this.stats.delivered += n;
      this.stats.lastReceiveAt = now();
    }
  }

  private parseFrames(chunk: Buffer): void {
    const buf = this.pending.length > 0 ? Buffer.concat([this.pending, chunk]) : chunk;
    const at = now();
    let off = 0;
    for (;;) {
      const avail = buf.length - off;
      if (avail < 2) break;
      let len = buf[off + 1]! & 0x7f;
      let hdr = 2;
      if (len === 126) {
        if (avail < 4) break;
        len = buf.readUInt16BE(off + 2);
        hdr = 4;
      } else if (len === 127) {
        if (avail < 10) break;
        len = Number(buf.readBigUInt64BE(off + 2));
        hdr = 10;
      }
      if (avail < hdr + len) break;
      const opcode = buf[off]! & 0x0f;
      if (opcode === 1) this.onText(buf.toString('utf8', off + hdr, off + hdr + len), at);
      off += hdr + len;
    }
    this.pending = off === buf.length ? Buffer.alloc(0) : Buffer.from(buf.subarray(off));
  }

  private onText(text: string, at: number): void {
    let n = 0;
    for (const line of text.split('\n')) {
      const msg = JSON.parse(line) as {
        push?: { pub?: { data?: { data?: { t?: number } } } };
        data?: { t?: number };
      };
      // Hub: {"push":{"channel":…,"pub":{"data":{event,data:{t,…}}}}}; bare loop: {event,data:{t,…}}.
      const t = msg.push?.pub?.data?.data?.t ?? msg.data?.t;
      if (typeof t === 'number') {
        this.stats.latencies.push(at - t);
        n++;
      } else if (line === '{}') this.send(PONG);
    }
    if (n > 0) {
      this.stats.delivered += n;
      this.stats.lastReceiveAt = at;
    }
  }
}
