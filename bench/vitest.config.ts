import { defineProject } from 'vitest/config';

// The benches' shared helpers (the load guard); the benches themselves are not tests.
export default defineProject({ test: { name: 'bench', include: ['*.test.ts'] } });
