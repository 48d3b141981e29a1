import { defineProject } from 'vitest/config';

// The analyzer end to end in real Chromium against fixture sites on 127.0.0.1; each file keeps
// its own module graph, because these drive browsers and the launch state of the driver. Hooks
// launch Chromium, which on a busy two-core machine can take longer than Vitest's default 10 s.
export default defineProject({ test: { name: 'analyzer-smoke', include: ['test/smoke/**/*.test.ts'], testTimeout: 60_000, hookTimeout: 120_000 } });
