import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { StringDecoder } from 'node:string_decoder';
import { createGzip, type Gzip } from 'node:zlib';

/**
 * The page's hydration scripts load once the page has painted (docs/PERFORMANCE.md, Lighthouse).
 *
 * Next lists its first-load chunks as `<script src="/_next/static/…" async="">` tags (the head's, and the
 * bootstrap chunk's after the shell, with a preload link for it in the head). A browser fetches them while it
 * reads the HTML and runs each the moment it arrives, so the first paint of a page waits behind their
 * download (on a phone, the same bandwidth as the HTML and the stylesheet) and, when they arrive first, their
 * evaluation. Here each such tag keeps its place but names its chunk in `data-deferred-src` (an empty inline
 * script that runs nothing), the preload link goes, and a small script first in the head adds the real tags,
 * in the same order and still async, at the page's first contentful paint (in a browser without paint timing, the
 * first frame after the HTML is parsed): the server's HTML (the whole page, every text and link) paints first,
 * then hydration starts at once. The first frame is not used where paints are reported: its callback runs before
 * it paints, and on a loaded machine the first frame came 50 ms before the first contentful paint, so the chunks
 * were requested before the paint (Lighthouse's simulated LCP then counted them: 1,988 ms instead of 923 ms). A hidden tab (no frames) loads them when the HTML is parsed; a page that gets no
 * frame although visible (a frame hidden by its host) HYDRATION_FALLBACK_MS later. A shorter fallback let a
 * loaded machine's slow first frame (over 500 ms after the parse) start the downloads before the paint.
 */
export const HYDRATION_FALLBACK_MS = 2000;

const CHUNK_SCRIPT = /<script src="(\/_next\/static\/[^"<>]+\.js(?:\?[^"<>]*)?)" async="">/g;
const CHUNK_PRELOAD =
  /<link rel="preload" as="script"(?: fetchPriority="[a-z]+")? href="\/_next\/static\/[^"<>]+"\/>/g;

export const HYDRATION_LOADER =
  '<script>(function(d){var done=0;function go(){if(done)return;done=1;' +
  'd.querySelectorAll("script[data-deferred-src]").forEach(function(o){var s=d.createElement("script");' +
  's.src=o.getAttribute("data-deferred-src");s.async=true;d.head.appendChild(s)})}' +
  // The first contentful paint, where the browser reports paints (it can come before the parse ends)…
  'var paints=0;try{paints=PerformanceObserver.supportedEntryTypes.indexOf("paint")>=0;' +
  'new PerformanceObserver(function(l){if(l.getEntries().some(function(e){' +
  'return e.name==="first-contentful-paint"}))setTimeout(go,0)}).observe({type:"paint",buffered:true})}catch(e){}' +
  // …else the first frame after the parse (a frame's callback runs before that frame paints, and the first
  // frame need not paint the page yet: where paints are reported they decide); no frame in a hidden tab.
  'function ready(){if(d.visibilityState!=="visible")return go();' +
  'if(!paints)requestAnimationFrame(function(){setTimeout(go,0)});setTimeout(go,' +
  String(HYDRATION_FALLBACK_MS) +
  ')}' +
  'if(d.readyState==="loading")d.addEventListener("DOMContentLoaded",ready);else ready()})(document)</script>';

/**
 * Rewrites HTML as it streams: chunk tags to deferred ones, the chunk preload dropped, the loader after the
 * first `<head>`. A tag split across two chunks is held back until its end arrives.
 */
export class HydrationDeferrer {
  private held = '';
  private loaderAdded = false;

  write(text: string): string {
    const all = this.held + text;
    // An unfinished tag at the end waits for the next chunk (a '<' with no '>' after it).
    const lastOpen = all.lastIndexOf('<');
    const cut = lastOpen > all.lastIndexOf('>') ? lastOpen : all.length;
    this.held = all.slice(cut);
    return this.rewrite(all.slice(0, cut));
  }

  end(): string {
    const rest = this.rewrite(this.held);
    this.held = '';
    return rest;
  }

  private rewrite(html: string): string {
    let out = html
      .replace(CHUNK_SCRIPT, '<script data-deferred-src="$1" async="">')
      .replace(CHUNK_PRELOAD, '');
    if (!this.loaderAdded) {
      const head = out.indexOf('<head>');
      if (head >= 0) {
        out = out.slice(0, head + 6) + HYDRATION_LOADER + out.slice(head + 6);
        this.loaderAdded = true;
      }
    }
    return out;
  }
}

/** A browser's page load (not an RSC fetch of the client router, not an asset, not a script's fetch). */
export function isDocumentRequest(req: IncomingMessage): boolean {
  return (
    req.method === 'GET' && req.headers.rsc === undefined && (req.headers.accept ?? '').includes('text/html')
  );
}

/**
 * Has `res` rewrite the HTML Next writes to it (HydrationDeferrer) and gzip it when the browser accepts gzip.
 * Next compresses its own answers, so it is told the browser accepts no encoding (it then writes plain HTML
 * to the methods patched here) and the compression happens after the rewrite. Answers that are not HTML pass
 * through unchanged (uncompressed: redirects and the like, which carry no body worth compressing).
 */
export function deferHydration(req: IncomingMessage, res: ServerResponse): void {
  const gzipAccepted = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
  delete req.headers['accept-encoding'];

  const rawWriteHead = res.writeHead.bind(res) as (status: number, message?: string) => ServerResponse;
  const rawWrite = res.write.bind(res) as (chunk: Buffer) => boolean;
  const rawEnd = res.end.bind(res) as (chunk?: Buffer) => ServerResponse;
  let mode: 'pending' | 'html' | 'pass' = 'pending';
  let deferrer: HydrationDeferrer | undefined;
  let decoder: StringDecoder | undefined;
  let gzip: Gzip | undefined;

  const decide = (): void => {
    if (mode !== 'pending') return;
    const type = String(res.getHeader('content-type') ?? '');
    if (!type.startsWith('text/html') || res.getHeader('content-encoding') !== undefined) {
      mode = 'pass';
      return;
    }
    mode = 'html';
    deferrer = new HydrationDeferrer();
    decoder = new StringDecoder('utf8');
    res.removeHeader('content-length');
    res.setHeader('vary', 'Accept-Encoding');
    if (gzipAccepted) {
      res.setHeader('content-encoding', 'gzip');
      gzip = createGzip();
      gzip.on('data', (chunk: Buffer) => rawWrite(chunk));
    }
  };

  const emit = (text: string): void => {
    if (!text) return;
    if (gzip) {
      gzip.write(text);
      // Each piece Next streams reaches the browser as it comes (a sync flush, as Next's compression does).
      gzip.flush();
    } else {
      rawWrite(Buffer.from(text));
    }
  };

  const toBuffer = (chunk: unknown, encoding?: unknown): Buffer =>
    Buffer.isBuffer(chunk)
      ? chunk
      : chunk instanceof Uint8Array
        ? Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength)
        : Buffer.from(String(chunk), typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');

  res.writeHead = function writeHead(this: ServerResponse, status: number, ...rest: unknown[]) {
    // Headers given to writeHead join those set before, so the decision sees them all.
    let message: string | undefined;
    for (const arg of rest) {
      if (typeof arg === 'string') message = arg;
      else if (arg && typeof arg === 'object' && !Array.isArray(arg)) {
        for (const [name, value] of Object.entries(arg as OutgoingHttpHeaders)) {
          if (value !== undefined) res.setHeader(name, value);
        }
      }
    }
    res.statusCode = status;
    decide();
    return rawWriteHead(status, message);
  } as typeof res.writeHead;

  res.write = function write(this: ServerResponse, chunk: unknown, encoding?: unknown, cb?: unknown) {
    if (!res.headersSent) decide();
    if (mode !== 'html') return (rawWrite as (...a: unknown[]) => boolean)(chunk, encoding, cb);
    if (!res.headersSent) res.writeHead(res.statusCode);
    emit(deferrer!.write(decoder!.write(toBuffer(chunk, encoding))));
    if (typeof encoding === 'function') (encoding as () => void)();
    else if (typeof cb === 'function') (cb as () => void)();
    return true;
  } as typeof res.write;

  res.end = function end(this: ServerResponse, chunk?: unknown, encoding?: unknown, cb?: unknown) {
    if (!res.headersSent) decide();
    if (mode !== 'html') return (rawEnd as (...a: unknown[]) => ServerResponse)(chunk, encoding, cb);
    if (!res.headersSent) res.writeHead(res.statusCode);
    const last =
      typeof chunk === 'function' || chunk === undefined || chunk === null
        ? ''
        : decoder!.write(toBuffer(chunk, encoding));
    const tail = deferrer!.write(last + decoder!.end()) + deferrer!.end();
    const done = [chunk, encoding, cb].find((a) => typeof a === 'function') as (() => void) | undefined;
    if (gzip) {
      gzip.once('end', () => {
        rawEnd();
        done?.();
      });
      gzip.end(tail);
    } else {
      rawEnd(Buffer.from(tail));
      done?.();
    }
    return res;
  } as typeof res.end;
}
