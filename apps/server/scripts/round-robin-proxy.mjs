// A small round-robin HTTP and WebSocket proxy for a local cluster (npm run start:cluster). Not for
// production: a real deployment puts nginx, HAProxy or a cloud load balancer in front (docs/DEPLOY.md).
import http from 'node:http';
import net from 'node:net';

/**
 * Starts the proxy on `port` (resolves once listening), spreading requests and WebSocket upgrades over `backends` ({host, port}) in turn.
 * A backend that refuses a connection is skipped for 2 s; a request whose backend fails before answering is
 * tried on the next one. Forwarded headers are set so nodes with TRUST_PROXY=loopback see the client's address.
 */
export function startRoundRobinProxy(port, backends, log = console) {
  let next = 0;
  const downUntil = new Map();
  const pick = () => {
    for (let i = 0; i < backends.length; i++) {
      const b = backends[(next + i) % backends.length];
      if ((downUntil.get(b.port) ?? 0) <= Date.now()) {
        next = (next + i + 1) % backends.length;
        return b;
      }
    }
    next = (next + 1) % backends.length;
    return backends[next];
  };
  const markDown = (b) => downUntil.set(b.port, Date.now() + 2_000);
  const forwarded = (req) => ({
    ...req.headers,
    'x-forwarded-for': [req.headers['x-forwarded-for'], req.socket.remoteAddress].filter(Boolean).join(', '),
    'x-forwarded-proto': 'http',
    'x-forwarded-host': req.headers.host ?? '',
  });

  const server = http.createServer((req, res) => {
    const body = [];
    req.on('data', (c) => body.push(c));
    req.on('end', () => {
      const send = (attempt) => {
        const b = pick();
        const upstream = http.request(
          { host: b.host, port: b.port, method: req.method, path: req.url, headers: forwarded(req) },
          (answer) => {
            res.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(res);
          },
        );
        upstream.on('error', () => {
          markDown(b);
          if (attempt + 1 < backends.length && !res.headersSent) send(attempt + 1);
          else if (!res.headersSent) {
            res.writeHead(502, { 'content-type': 'text/plain' });
            res.end('no node answered');
          } else res.destroy();
        });
        upstream.end(Buffer.concat(body));
      };
      send(0);
    });
  });

  server.on('upgrade', (req, socket, head) => {
    const b = pick();
    const upstream = net.connect(b.port, b.host, () => {
      const headers = forwarded(req);
      const lines = [`${req.method} ${req.url} HTTP/1.1`];
      for (const [k, v] of Object.entries(headers))
        for (const value of Array.isArray(v) ? v : [v]) if (value !== undefined) lines.push(`${k}: ${value}`);
      upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
      if (head.length) upstream.write(head);
      upstream.pipe(socket);
      socket.pipe(upstream);
    });
    upstream.on('error', () => {
      markDown(b);
      socket.destroy();
    });
    socket.on('error', () => upstream.destroy());
  });

  return new Promise((ok, fail) => {
    server.once('error', fail);
    server.listen(port, () => {
      server.off('error', fail);
      log.log(`round-robin proxy on http://localhost:${port} → ${backends.map((b) => b.port).join(', ')}`);
      ok(server);
    });
  });
}
