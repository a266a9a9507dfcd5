import { gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { ReadModel } from './read-model';

/** An answer is gzipped only once it has been asked for this many times (a one-off URL never costs a gzip). */
const GZIP_AFTER_HITS = 2;
const GZIP_FROM_BYTES = 1024;
/** Default bound of the cache: answers, their gzip forms and keys together. */
export const DEFAULT_RESPONSE_CACHE_BYTES = 32 * 1024 * 1024;

/** One cached answer: UTF-8 bytes, and their gzip form made once the answer proves popular. */
export class CachedBody {
  private gzipped: Buffer | null = null;
  /** Requests this body has answered (the cache counts them; a body outside the cache stays at 0). */
  hits = 0;
  constructor(
    readonly raw: Buffer,
    private readonly onGzipped?: (body: CachedBody) => void,
  ) {}

  /** Bytes held: the answer and its gzip form. */
  get bytes(): number {
    return this.raw.length + (this.gzipped?.length ?? 0);
  }

  /** The gzip form, made on first demand, or null while the body has not been asked for often enough. */
  gzipIfPopular(): Buffer | null {
    if (this.hits < GZIP_AFTER_HITS) return null;
    if (this.gzipped === null) {
      this.gzipped = gzipSync(this.raw, { level: 6 });
      this.onGzipped?.(this);
    }
    return this.gzipped;
  }
}

/**
 * Serialised answers keyed by request URL, valid for one read-model version: between two feed changes
 * the same list call is a map lookup. Kept as UTF-8 bytes (and gzip for clients that accept it), so
 * encoding and compression happen once per change, not per request. An LRU bounded in bytes, so odd query
 * strings can neither grow it without limit nor evict it all at once; gzip only for answers asked for twice, so
 * varying parameters never makes the server compress on every call.
 */
export class ResponseCache {
  private version = -1;
  private readonly entries: LRUCache<string, CachedBody>;

  constructor(
    private readonly model: ReadModel,
    readonly maxBytes = DEFAULT_RESPONSE_CACHE_BYTES,
  ) {
    this.entries = new LRUCache<string, CachedBody>({
      maxSize: maxBytes,
      sizeCalculation: (body, key) => body.bytes + key.length * 2 + 64,
    });
  }

  /** Bytes held now (answers, gzip forms and keys), never above maxBytes. */
  get bytes(): number {
    return this.entries.calculatedSize;
  }

  get size(): number {
    return this.entries.size;
  }

  /**
   * The cached answer for this key in the current read-model version, counted as a hit, or undefined. A route
   * may ask before it validates its input: only an answer built from valid input was ever stored, under the
   * same URL, so a hit is the answer validation and building would give again.
   */
  lookup(key: string): CachedBody | undefined {
    if (this.version !== this.model.version) {
      this.entries.clear();
      this.version = this.model.version;
    }
    const hit = this.entries.get(key);
    if (hit !== undefined) hit.hits++;
    return hit;
  }

  get(key: string, build: () => string): CachedBody {
    const hit = this.lookup(key);
    if (hit !== undefined) return hit;
    const value = new CachedBody(Buffer.from(build(), 'utf8'), (body) => {
      // the gzip form grew the entry: store it again so the byte bound counts it (lru-cache sizes on insert)
      if (this.entries.peek(key) !== body) return;
      this.entries.delete(key);
      this.entries.set(key, body);
    });
    value.hits = 1;
    this.entries.set(key, value);
    return value;
  }
}

/** Sends a cached JSON answer, gzipped when the client accepts it and it is worth it. */
export function sendCached(request: FastifyRequest, reply: FastifyReply, body: CachedBody): FastifyReply {
  reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding, accept-language');
  const accepts = request.headers['accept-encoding'];
  if (body.raw.length >= GZIP_FROM_BYTES && typeof accepts === 'string' && /\bgzip\b/.test(accepts)) {
    const gzipped = body.gzipIfPopular();
    if (gzipped !== null) return reply.header('content-encoding', 'gzip').send(gzipped);
  }
  return reply.send(body.raw);
}
