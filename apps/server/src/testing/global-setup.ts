import { buildCompiledServer } from './compiled-server';

/** Once per test run: the compiled server the whole-server tests start (they run what `npm start` runs). */
export function setup(): void {
  buildCompiledServer();
}
