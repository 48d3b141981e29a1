import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Every workspace's unit and integration tests run from the root: `npm run test:unit`. The
// analyzer has two projects: its unit tests share modules between files, its Chromium smoke tests
// do not (packages/analyzer/vitest*.config.ts).
export default defineConfig({
  test: {
    projects: ['packages/*', 'packages/analyzer/vitest.smoke.config.ts', 'apps/server', 'apps/web'],
    // Vitest's default is one worker fewer than cores: a single one on two cores, which then sits
    // idle whenever its file waits on Chromium, a child server or Postgres. One more than the cores
    // keeps them busy.
    maxWorkers: availableParallelism() + 1,
  },
});
