import { defineConfig } from 'vitest/config';
import { OWN_SERVER_FILES, SHARED_SERVER_FILES } from './support/file-groups.ts';

// End-to-end tests: Debian's Chromium against the compiled server. Two projects (support/file-groups.ts): the
// files on the run's one shared server (global setup starts it) and the files that start their own. Within a
// project files run one after another (two cores; a server and a browser share them); `npm test` runs the two
// projects side by side in two processes (run.mjs), since neither touches the other's server.
const common = {
  fileParallelism: false,
  testTimeout: 60_000,
  // In CI (two shared cores, servers and browsers on them) a test gets one more try; vitest reports the retry,
  // and a test that fails twice fails the run. Locally a failure shows at once.
  retry: process.env.CI ? 1 : 0,
  hookTimeout: 240_000,
};

export default defineConfig({
  test: {
    reporters: ['default'],
    projects: [
      {
        test: {
          ...common,
          name: 'e2e-shared',
          include: SHARED_SERVER_FILES,
          globalSetup: ['./support/global-setup.ts'],
        },
      },
      {
        test: {
          ...common,
          name: 'e2e-own',
          include: OWN_SERVER_FILES,
          globalSetup: ['./support/build-setup.ts'],
        },
      },
    ],
  },
});
