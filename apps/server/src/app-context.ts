import type { ServerConfig } from './config';
import type { Clock } from './clock';
import type { Db } from './db/db';

/** What every module of the server is built from. Modules add their own services in buildApp. */
export interface AppContext {
  config: ServerConfig;
  db: Db;
  clock: Clock;
}
