import { defineConfig } from 'vitest/config';

// One runner for every workspace; each project keeps its own settings.
export default defineConfig({
  test: {
    projects: ['packages/betting', 'packages/contract', 'apps/server', 'apps/web', 'bench'],
  },
});
