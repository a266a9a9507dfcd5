import { defineProject } from 'vitest/config';

// Property and model-based tests run thousands of cases; on a busy 2-core CI machine they need more
// than Vitest's 5 s default. This bounds a hang, it does not relax any assertion.
export default defineProject({
  test: { name: 'betting', include: ['src/**/*.test.ts'], testTimeout: 60_000 },
});
