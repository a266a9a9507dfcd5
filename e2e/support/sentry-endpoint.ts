import { createServer, type Server } from 'node:http';
import { gunzipSync } from 'node:zlib';

/** One item of a received envelope: its header and its parsed payload. */
export interface EnvelopeItem {
  readonly header: { type?: string };
  readonly payload: Record<string, unknown>;
}

/**
 * A local endpoint speaking the part of Sentry's protocol the SDKs use (POST /api/{project}/envelope/:
 * newline-delimited JSON, gzip when the SDK compresses), so e2e can see what error reporting sends.
 */
export async function startSentryEndpoint(): Promise<{
  readonly port: number;
  readonly items: EnvelopeItem[];
  waitFor(match: (item: EnvelopeItem) => boolean, timeoutMs?: number): Promise<EnvelopeItem>;
  close(): Promise<void>;
}> {
  const items: EnvelopeItem[] = [];
  const server: Server = createServer((req, res) => {
    res.setHeader('access-control-allow-origin', '*');
    res.setHeader('access-control-allow-headers', '*');
    if (req.method === 'OPTIONS') return void res.writeHead(204).end();
    if (req.method !== 'POST' || !/^\/api\/\d+\/envelope\//.test(req.url ?? ''))
      return void res.writeHead(404).end();
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      let body = Buffer.concat(chunks);
      if (req.headers['content-encoding'] === 'gzip') body = gunzipSync(body);
      const lines = body.toString('utf8').split('\n').filter(Boolean);
      // lines[0] is the envelope header; then header/payload pairs.
      for (let i = 1; i + 1 < lines.length; i += 2) {
        try {
          items.push({ header: JSON.parse(lines[i]!), payload: JSON.parse(lines[i + 1]!) });
        } catch {
          // an attachment or a malformed line: not what the tests look for
        }
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    port,
    items,
    async waitFor(match, timeoutMs = 20_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = items.find(match);
        if (found) return found;
        if (Date.now() > deadline)
          throw new Error(
            `no matching envelope item; received: ${JSON.stringify(items.map((i) => i.header))}`,
          );
        await new Promise((r) => setTimeout(r, 100));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
