import { gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ReadModel } from './read-model';

/** One cached answer: UTF-8 bytes, and their gzip form made on first demand. */
export class CachedBody {
  private gzipped: Buffer | null = null;
  constructor(readonly raw: Buffer) {}
  gzip(): Buffer {
    this.gzipped ??= gzipSync(this.raw, { level: 6 });
    return this.gzipped;
  }
}

/**
 * Serialised answers keyed by request URL, valid for one read-model version: between two feed changes
 * the same list call is a map lookup. Kept as UTF-8 bytes (and gzip for clients that accept it), so
 * encoding and compression happen once per change, not per request. Bounded so odd query strings
 * cannot grow it without limit.
 */
export class ResponseCache {
  private version = -1;
  private readonly entries = new Map<string, CachedBody>();

  constructor(
    private readonly model: ReadModel,
    private readonly maxEntries = 1000,
  ) {}

  get(key: string, build: () => string): CachedBody {
    if (this.version !== this.model.version) {
      this.entries.clear();
      this.version = this.model.version;
    }
    const hit = this.entries.get(key);
    if (hit !== undefined) return hit;
    const value = new CachedBody(Buffer.from(build(), 'utf8'));
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    this.entries.set(key, value);
    return value;
  }
}

const GZIP_FROM_BYTES = 1024;

/** Sends a cached JSON answer, gzipped when the client accepts it and it is worth it. */
export function sendCached(request: FastifyRequest, reply: FastifyReply, body: CachedBody): FastifyReply {
  reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
  const accepts = request.headers['accept-encoding'];
  if (body.raw.length >= GZIP_FROM_BYTES && typeof accepts === 'string' && /\bgzip\b/.test(accepts))
    return reply.header('content-encoding', 'gzip').send(body.gzip());
  return reply.send(body.raw);
}
