import {
  createServer,
  request as httpRequest,
  type IncomingHttpHeaders,
  type Server,
  type ServerResponse,
} from 'node:http';
import { gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { HYDRATION_LOADER, HydrationDeferrer, deferHydration, isDocumentRequest } from './deferred-hydration';

const HEAD =
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>' +
  '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>' +
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/boot.js"/>' +
  '<script src="/_next/static/chunks/react-dom.js" async=""></script>' +
  '<script src="/_next/static/chunks/turbopack-x.js?dpl=1" async=""></script>' +
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script></head>';
const BODY =
  '<body><section class="consent"><p>We use cookies</p></section><main>1 &lt; 2</main>' +
  '<script src="/_next/static/chunks/boot.js" async=""></script>' +
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script></body></html>';
const PAGE = HEAD + BODY;

const EXPECTED =
  '<!DOCTYPE html><html lang="en"><head>' +
  HYDRATION_LOADER +
  '<meta charSet="utf-8"/>' +
  '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>' +
  '<script data-deferred-src="/_next/static/chunks/react-dom.js" async=""></script>' +
  '<script data-deferred-src="/_next/static/chunks/turbopack-x.js?dpl=1" async=""></script>' +
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script></head>' +
  '<body><section class="consent"><p>We use cookies</p></section><main>1 &lt; 2</main>' +
  '<script data-deferred-src="/_next/static/chunks/boot.js" async=""></script>' +
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script></body></html>';

function rewrite(chunks: string[]): string {
  const deferrer = new HydrationDeferrer();
  return chunks.map((c) => deferrer.write(c)).join('') + deferrer.end();
}

describe('HydrationDeferrer', () => {
  it("names Next's chunks in data-deferred-src, drops their preload and adds the loader first in the head", () => {
    expect(rewrite([PAGE])).toBe(EXPECTED);
  });

  it('gives the same HTML whatever the chunk boundaries (a tag split across two chunks waits for its end)', () => {
    for (const size of [1, 7, 33, 64, 200]) {
      const chunks: string[] = [];
      for (let i = 0; i < PAGE.length; i += size) chunks.push(PAGE.slice(i, i + size));
      expect(rewrite(chunks)).toBe(EXPECTED);
    }
  });

  it('holds back nothing but an unfinished tag: the text before it streams on', () => {
    const deferrer = new HydrationDeferrer();
    expect(deferrer.write('<p>live</p><scr')).toBe('<p>live</p>');
    expect(deferrer.write('ipt src="/_next/static/chunks/x.js" async=""></script>')).toBe(
      '<script data-deferred-src="/_next/static/chunks/x.js" async=""></script>',
    );
  });

  it('adds a loader that is one inline script of valid JavaScript', () => {
    const body = /^<script>(.*)<\/script>$/s.exec(HYDRATION_LOADER)?.[1] ?? '';
    expect(body).not.toContain('<');
    expect(() => new Function(body)).not.toThrow();
  });

  it('leaves other scripts alone (inline, third-party, other paths)', () => {
    const html =
      '<script src="https://cdn.example/x.js" async=""></script><script src="/x.js" async=""></script>' +
      '<script>var a = 1 < 2;</script>';
    expect(rewrite([html])).toBe(html);
  });
});

describe('isDocumentRequest', () => {
  const req = (headers: Record<string, string>, method = 'GET') =>
    ({ method, headers }) as unknown as Parameters<typeof isDocumentRequest>[0];
  it("claims a browser's page load only", () => {
    expect(isDocumentRequest(req({ accept: 'text/html,application/xhtml+xml,*/*;q=0.8' }))).toBe(true);
    expect(isDocumentRequest(req({ accept: 'text/html', rsc: '1' }))).toBe(false);
    expect(isDocumentRequest(req({ accept: '*/*' }))).toBe(false);
    expect(isDocumentRequest(req({ accept: 'text/html' }, 'HEAD'))).toBe(false);
  });
});

describe('deferHydration', () => {
  let server: Server | undefined;
  afterEach(() => new Promise<void>((done) => (server ? server.close(() => done()) : done())));

  /** A server that answers like Next: headers set, then the page written in pieces (or in one end()). */
  async function fetchFrom(
    answer: (res: ServerResponse) => void,
    headers: Record<string, string>,
  ): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
    server = createServer((req, res) => {
      deferHydration(req, res);
      res.setHeader('x-seen-encoding', String(req.headers['accept-encoding'] ?? 'none'));
      answer(res);
    });
    await new Promise<void>((done) => server!.listen(0, '127.0.0.1', () => done()));
    const { port } = server.address() as { port: number };
    return new Promise((done, fail) => {
      const r = httpRequest({ host: '127.0.0.1', port, path: '/', headers }, (res) => {
        const parts: Buffer[] = [];
        res.on('data', (b: Buffer) => parts.push(b));
        res.on('end', () =>
          done({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(parts) }),
        );
      });
      r.on('error', fail);
      r.end();
    });
  }

  const streamPage = (res: ServerResponse): void => {
    res.statusCode = 200;
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.write(HEAD.slice(0, 150));
    res.write(Buffer.from(HEAD.slice(150)));
    setTimeout(() => res.end(BODY), 5);
  };

  it('rewrites the streamed page and gzips it after the rewrite, hiding the encoding from Next', async () => {
    const r = await fetchFrom(streamPage, { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br' });
    expect(r.headers['content-encoding']).toBe('gzip');
    expect(r.headers['x-seen-encoding']).toBe('none');
    expect(gunzipSync(r.body).toString()).toBe(EXPECTED);
  });

  it('rewrites without compressing when the browser accepts no gzip, and drops a stale content-length', async () => {
    const r = await fetchFrom(
      (res) => {
        res.writeHead(404, { 'content-type': 'text/html', 'content-length': String(PAGE.length) });
        res.end(PAGE);
      },
      { accept: 'text/html' },
    );
    expect(r.status).toBe(404);
    expect(r.headers['content-encoding']).toBeUndefined();
    expect(r.body.toString()).toBe(EXPECTED);
    expect(r.headers['content-length']).toBeUndefined();
  });

  it('passes an answer that is not HTML through unchanged', async () => {
    const r = await fetchFrom(
      (res) => {
        res.writeHead(307, { location: '/de', 'content-type': 'text/plain' });
        res.end('/de');
      },
      { accept: 'text/html', 'accept-encoding': 'gzip' },
    );
    expect(r.status).toBe(307);
    expect(r.headers.location).toBe('/de');
    expect(r.headers['content-encoding']).toBeUndefined();
    expect(r.body.toString()).toBe('/de');
  });
});
