import { defineProject } from 'vitest/config';
import { SERIAL_FILES, SERVER_TEST_OPTIONS } from './vitest.shared.ts';

export default defineProject({
  test: {
    ...SERVER_TEST_OPTIONS,
    name: 'server',
    include: ['src/**/*.test.ts'],
    exclude: SERIAL_FILES,
  },
});
