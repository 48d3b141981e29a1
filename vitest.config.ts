import { defineConfig } from 'vitest/config';

// Every workspace's unit and integration tests run from the root: `npm run test:unit`. The
// analyzer has two projects: its unit tests share modules between files, its Chromium smoke tests
// do not (packages/analyzer/vitest*.config.ts).
export default defineConfig({
  test: {
    projects: ['packages/*', 'packages/analyzer/vitest.smoke.config.ts', 'apps/server', 'apps/web'],
  },
});
