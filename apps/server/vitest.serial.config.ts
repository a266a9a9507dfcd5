import { defineProject } from 'vitest/config';
import { SERIAL_FILES, SERVER_TEST_OPTIONS } from './vitest.shared.ts';

/** The server's timing-bound and multi-node files, one at a time after every other project (vitest.shared.ts). */
export default defineProject({
  test: {
    ...SERVER_TEST_OPTIONS,
    name: 'server-serial',
    include: SERIAL_FILES,
    maxWorkers: 1,
    sequence: { groupOrder: 1 },
  },
});
