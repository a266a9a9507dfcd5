/**
 * Cluster push benchmark: the same clients and publications as the push bench (push-bench.ts), delivered by
 * three push nodes sharing channels through Redis (each node a process, the clients split evenly over them,
 * publications entering through Redis as a feed leader's would), beside one node's built-in hub alone.
 * Prints delivered msg/s and p50/p99 publish-to-receive latency for both.
 *
 *   npm run bench -w apps/server -- cluster [--nodes 3] [--clients 3000] [--rate 50] [--seconds 10] [--procs 3]
 *
 * Needs Redis (REDIS_URL, default redis://127.0.0.1:6379); keys go under a fresh prefix, removed afterwards.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { RedisPushBroker } from '../src/push/hub/redis-push-broker';
import { openRedisLink } from '../src/cluster/redis-link';
import { loadConfig } from '../src/config';
import { signConnectionToken } from '../src/push/push-tokens';
import { DEFAULT_PUSH_SETTINGS } from '../src/push/push-settings';
import {
  benchHub,
  CHANNEL,
  closeClients,
  drive,
  fmt,
  line,
  parseOptions,
  publication,
  startClients,
  type Options,
  type Result,
} from './push-bench';

function startNode(
  redisUrl: string,
  prefix: string,
  clients: number,
): Promise<{ child: ChildProcess; port: number }> {
  const child = fork(
    fileURLToPath(new URL('./cluster-push-node.ts', import.meta.url)),
    [JSON.stringify({ redisUrl, prefix, clients })],
    { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] },
  );
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`push node exited with ${code}`)));
    child.once('message', (msg: { type: string; port: number }) => resolve({ child, port: msg.port }));
  });
}

async function benchCluster(options: Options, nodeCount: number, redisUrl: string): Promise<Result> {
  const prefix = `slipstream-bench-${randomBytes(4).toString('hex')}:`;
  const config = loadConfig({ TOKEN_SECRET: 'bench-secret' });
  const nodes = await Promise.all(
    Array.from({ length: nodeCount }, () => startNode(redisUrl, prefix, options.clients)),
  );
  const link = openRedisLink(redisUrl, prefix, (err) => console.error(err));
  const broker = new RedisPushBroker(
    link,
    { size: DEFAULT_PUSH_SETTINGS.historySize, ttlMs: DEFAULT_PUSH_SETTINGS.historyTtlMs },
    (err) => console.error(err),
  );
  const token = await signConnectionToken(config.pushTokenSecret, null, Date.now(), 3600);
  const perNode = Math.ceil(options.clients / nodeCount);
  const children: ChildProcess[] = [];
  try {
    for (const [i, node] of nodes.entries()) {
      const count = Math.min(perNode, options.clients - i * perNode);
      if (count <= 0) continue;
      children.push(
        ...(await startClients(
          { ...options, clients: count, procs: Math.max(1, Math.round(options.procs / nodeCount)) },
          { mode: 'hub', url: `ws://127.0.0.1:${node.port}/connection/websocket`, token, channel: CHANNEL },
        )),
      );
    }
    return await drive(children, options, (seq) => {
      void broker.publish(CHANNEL, JSON.stringify(publication(seq)));
    });
  } finally {
    closeClients(children);
    for (const node of nodes) {
      node.child.removeAllListeners('exit');
      node.child.send({ type: 'close' });
    }
    const keys = await link.cmd.keys(`${prefix}*`);
    if (keys.length) await link.cmd.del(...keys);
    await link.close();
  }
}

export async function runClusterBench(argv: string[]): Promise<void> {
  const base = parseOptions(argv);
  const i = argv.indexOf('--nodes');
  const nodeCount = i >= 0 && Number(argv[i + 1]) > 0 ? Number(argv[i + 1]) : 3;
  const given = (name: string): boolean => argv.includes(`--${name}`);
  const options: Options = {
    ...base,
    clients: given('clients') ? base.clients : 3000,
    rate: given('rate') ? base.rate : 50,
    procs: given('procs') ? base.procs : nodeCount,
    client: 'raw',
  };
  const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  console.log(
    `cluster push: ${options.clients} clients on one channel, ${options.rate} publications/s for ${options.seconds} s ` +
      `(offered ${fmt(options.clients * options.rate, 0)} msg/s); ${nodeCount} nodes over Redis ${redisUrl} beside one node alone`,
  );
  console.log(
    `load average before: ${loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')} (${cpus().length} cores); on one machine the nodes, Redis and the clients share its cores`,
  );
  const one = await benchHub(options);
  console.log(line('1 node', one));
  const many = await benchCluster(options, nodeCount, redisUrl);
  console.log(line(`${nodeCount} nodes`, many));
  console.log(
    `ratio ${nodeCount} nodes / 1 node throughput ${fmt((many.perSecond / one.perSecond) * 100)}%   p99 ${fmt(many.p99)} ms vs ${fmt(one.p99)} ms`,
  );
}
