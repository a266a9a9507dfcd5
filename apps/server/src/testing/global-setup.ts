import { buildCompiledServer, buildWebIfChanged } from './compiled-server';
import { makePgliteTemplate } from './pglite-template';

/** Once per test run: the compiled server the whole-server tests start (they run what `npm start` runs), the
 * web build the ones that serve pages need, and the migrated PGlite every suite's database starts from. */
export async function setup(): Promise<() => void> {
  buildCompiledServer();
  buildWebIfChanged();
  return makePgliteTemplate();
}
