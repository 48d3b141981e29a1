import { defineProject } from 'vitest/config';

// The analyzer end to end in real Chromium against fixture sites on 127.0.0.1. The files share one
// module graph per worker, as the unit tests do: every browser, proxy and server they start is their
// own (the driver keeps no launch state between runs) and none mocks modules or the environment;
// importing the analyzer afresh for each of 19 files was 37 of their 187 CPU seconds. Hooks launch
// Chromium, which on a busy two-core machine can take longer than Vitest's default 10 s.
export default defineProject({ test: { name: 'analyzer-smoke', include: ['test/smoke/**/*.test.ts'], isolate: false, testTimeout: 60_000, hookTimeout: 120_000 } });
