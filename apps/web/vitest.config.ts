import { defineProject } from 'vitest/config';

// Unit tests of the web app's framework-free logic (routing, stores, storage). Pages are tested end to
// end in a real Chromium (e2e/).
export default defineProject({
  test: {
    name: 'web',
    include: ['lib/**/*.test.ts', 'components/**/*.test.ts'],
    environment: 'node',
  },
});
