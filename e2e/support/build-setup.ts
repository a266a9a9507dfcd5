import { buildServer, ensureWebBuild, makeDataTemplate } from './server';

/** The own-server group's global setup: the builds its files' servers run (each file starts its own),
 * and the migrated data directory they start from. */
export function setup(): () => void {
  buildServer();
  ensureWebBuild();
  return makeDataTemplate();
}
