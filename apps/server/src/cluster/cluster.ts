import type { ServerConfig } from '../config';
import { ClusterBus } from './cluster-bus';
import { openRedisLink, type RedisLink } from './redis-link';

/** This node's part in a cluster (REDIS_URL): its Redis connections, the bus, its id and the key prefix. */
export interface Cluster {
  link: RedisLink;
  bus: ClusterBus;
  prefix: string;
  nodeId: string;
  close(): Promise<void>;
}

export function openCluster(
  config: NonNullable<ServerConfig['cluster']>,
  log: { error(obj: object, msg: string): void },
): Cluster {
  const onError = (err: unknown): void => log.error({ err }, 'cluster redis');
  const link = openRedisLink(config.redisUrl, config.prefix, onError);
  return {
    link,
    bus: new ClusterBus(link, onError),
    prefix: config.prefix,
    nodeId: config.nodeId,
    close: () => link.close(),
  };
}
