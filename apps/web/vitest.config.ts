import { defineProject } from 'vitest/config';

// Only pure logic is unit-tested here (no DOM library is installed); the UI is covered by Playwright.
export default defineProject({
  test: {
    name: 'web',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
  },
});
