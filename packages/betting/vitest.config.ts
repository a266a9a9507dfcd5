import { defineProject } from 'vitest/config';

export default defineProject({ test: { name: 'betting', include: ['src/**/*.test.ts'] } });
