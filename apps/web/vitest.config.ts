import { defineProject } from 'vitest/config';

// Only pure logic is unit-tested here (no DOM library is installed); the UI is covered by Playwright.
// The files share one module graph per worker instead of a fresh process each (starting a worker
// cost more than most of these files): the three that stub window or fetch unstub them after each test.
export default defineProject({
  test: {
    name: 'web',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    isolate: false,
  },
});
