import { defineProject } from 'vitest/config';

export default defineProject({ test: { name: 'analyzer', include: ['test/**/*.test.ts'], testTimeout: 60_000 } });
