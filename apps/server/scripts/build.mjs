// Compiles the server for production: one ES module, dist/main.js, with our workspace packages
// (@slipstream/contract, @slipstream/betting: TypeScript sources) bundled in and every npm dependency left
// to node_modules. `npm start` then runs plain JavaScript under node: no TypeScript compiler at run time.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const started = performance.now();
await build({
  absWorkingDir: fileURLToPath(new URL('..', import.meta.url)),
  entryPoints: ['src/main.ts'],
  outfile: 'dist/main.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  // our workspace packages are TypeScript sources: bundled in, never left for node to load
  external: Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@slipstream/')),
  logLevel: 'warning',
});
console.log(`built apps/server/dist/main.js in ${Math.round(performance.now() - started)} ms`);
