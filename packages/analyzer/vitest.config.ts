import { defineProject } from 'vitest/config';

// Pure unit tests (audits, crawl rules, report formats): no browser, no module state that outlives a
// test, so the files share one module graph per worker instead of re-importing the analyzer for
// each file, which took 130 of their 133 s. The Chromium smoke tests are vitest.smoke.config.ts.
export default defineProject({
  test: {
    name: 'analyzer',
    include: ['test/**/*.test.ts'],
    exclude: ['test/smoke/**', 'test/**/*.hostile.test.ts'],
    isolate: false,
    testTimeout: 60_000,
  },
});
