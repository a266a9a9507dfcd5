// A small fault-injecting TCP proxy for the crash test (issue 31). Not part of the product.
// node proxy.mjs <control-port> '<json [{"name":"pg1","listen":5501,"host":"127.0.0.1","port":5491}, ...]>'
// Control: GET http://127.0.0.1:<control-port>/set?name=pg1&mode=forward|blackhole|refuse|delay&ms=1200
//   forward   : pass bytes both ways (resumes connections that were blackholed)
//   blackhole : half-open: connections stay open, nothing is forwarded either way, new connections are accepted
//               and never connected upstream (no FIN, no RST: the peer only learns by its own timeouts)
//   refuse    : every connection is reset, new ones are reset at once
//   delay     : every chunk is forwarded `ms` later (order kept): a slow path
//   GET /status: JSON of the modes and connection counts.
import net from 'node:net';
import http from 'node:http';

const controlPort = Number(process.argv[2]);
const routes = JSON.parse(process.argv[3]);
const state = new Map();

for (const r of routes) {
  const s = { ...r, mode: 'forward', ms: 0, conns: new Set(), accepted: 0 };
  state.set(r.name, s);
  const server = net.createServer((client) => {
    s.accepted++;
    if (s.mode === 'refuse') {
      client.resetAndDestroy();
      return;
    }
    const conn = { client, upstream: null, paused: false, pendingToUp: [], pendingToClient: [] };
    s.conns.add(conn);
    client.on('error', () => undefined);
    const cleanup = () => {
      s.conns.delete(conn);
      client.destroy();
      conn.upstream?.destroy();
    };
    client.on('close', cleanup);
    const connectUp = () => {
      const up = net.connect(s.port, s.host);
      conn.upstream = up;
      up.setNoDelay(true);
      up.on('error', () => undefined);
      up.on('close', cleanup);
      up.on('data', (d) => relay(s, conn, d, client, 'toClient'));
    };
    client.setNoDelay(true);
    client.on('data', (d) => {
      if (!conn.upstream) {
        if (s.mode === 'blackhole') {
          conn.pendingToUp.push(d);
          return;
        }
        connectUp();
      }
      relay(s, conn, d, conn.upstream, 'toUp');
    });
    if (s.mode !== 'blackhole') connectUp();
    else conn.paused = true;
  });
  server.on('error', (e) => console.error(r.name, e.message));
  server.listen(r.listen, '127.0.0.1');
}

function relay(s, conn, data, to, dir) {
  if (s.mode === 'blackhole' || conn.paused) {
    conn.paused = true;
    (dir === 'toUp' ? conn.pendingToUp : conn.pendingToClient).push(data);
    return;
  }
  if (s.mode === 'delay' && s.ms > 0) {
    setTimeout(() => !to.destroyed && to.write(data), s.ms);
    return;
  }
  if (!to.destroyed) to.write(data);
}

function resume(s, conn) {
  conn.paused = false;
  if (!conn.upstream) {
    const up = net.connect(s.port, s.host);
    conn.upstream = up;
    up.on('error', () => undefined);
    up.on('close', () => {
      s.conns.delete(conn);
      conn.client.destroy();
    });
    up.on('data', (d) => relay(s, conn, d, conn.client, 'toClient'));
  }
  for (const d of conn.pendingToUp.splice(0)) conn.upstream.write(d);
  for (const d of conn.pendingToClient.splice(0)) conn.client.write(d);
}

http
  .createServer((req, res) => {
    const u = new URL(req.url, 'http://x');
    if (u.pathname === '/status') {
      res.end(
        JSON.stringify(
          [...state.values()].map((s) => ({
            name: s.name,
            mode: s.mode,
            ms: s.ms,
            conns: s.conns.size,
            accepted: s.accepted,
          })),
        ),
      );
      return;
    }
    if (u.pathname === '/set') {
      const names = (u.searchParams.get('name') ?? '').split(',');
      const mode = u.searchParams.get('mode');
      for (const name of names) {
        const s = state.get(name);
        if (!s) continue;
        s.mode = mode;
        s.ms = Number(u.searchParams.get('ms') ?? 0);
        if (mode === 'refuse')
          for (const c of [...s.conns]) {
            c.client.resetAndDestroy();
            c.upstream?.destroy();
            s.conns.delete(c);
          }
        if (mode === 'forward' || mode === 'delay') for (const c of s.conns) if (c.paused) resume(s, c);
      }
      res.end('ok');
      return;
    }
    res.statusCode = 404;
    res.end();
  })
  .listen(controlPort, '127.0.0.1', () => console.log('proxy control on', controlPort));
