import { defineProject } from 'vitest/config';

// Pure functions: the files share one module graph per worker instead of a fresh process each
// (starting a worker cost more than most of these files).
export default defineProject({ test: { name: 'shared', include: ['test/**/*.test.ts'], isolate: false } });
