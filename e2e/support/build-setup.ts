import { buildServer, ensureWebBuild } from './server';

/** The own-server group's global setup: the builds its files' servers run (each file starts its own). */
export function setup(): void {
  buildServer();
  ensureWebBuild();
}
