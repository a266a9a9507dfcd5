import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { withGeneratedTables } from './generated-tables';

/** `npm run docs`: rewrites docs/API.md's generated tables (error catalogue, push codes) from the contract. */
const apiDoc = join(dirname(fileURLToPath(import.meta.url)), '../../../../docs/API.md');
const before = readFileSync(apiDoc, 'utf8');
const after = withGeneratedTables(before);
if (after !== before) writeFileSync(apiDoc, after);
console.log(after === before ? 'docs/API.md is up to date' : 'docs/API.md: generated tables rewritten');
