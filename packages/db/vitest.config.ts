import { defineProject } from 'vitest/config';

// Creating and migrating a PGlite takes seconds, more on a shared, busy machine.
export default defineProject({ test: { name: 'db', include: ['test/**/*.test.ts'], testTimeout: 60_000, hookTimeout: 120_000 } });
