import { buildCompiledServer, buildWebIfChanged } from './compiled-server';

/** Once per test run: the compiled server the whole-server tests start (they run what `npm start` runs), and the
 * web build the ones that serve pages need. */
export function setup(): void {
  buildCompiledServer();
  buildWebIfChanged();
}
