import { buildCompiledServer, buildWebIfChanged, makePgliteDataTemplate } from './compiled-server';
import { makePgliteTemplate } from './pglite-template';

/** Once per test run: the compiled server the whole-server tests start (they run what `npm start` runs), the
 * web build the ones that serve pages need, the migrated PGlite every suite's database starts from, and the migrated data directory every compiled server on
 * PGlite starts from. */
export async function setup(): Promise<() => void> {
  buildCompiledServer();
  buildWebIfChanged();
  const removeDataTemplate = makePgliteDataTemplate();
  const removeTemplate = await makePgliteTemplate();
  return () => {
    removeDataTemplate();
    removeTemplate();
  };
}
