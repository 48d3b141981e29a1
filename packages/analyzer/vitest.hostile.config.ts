import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// `npm run test:hostile`: every hostile-page attack against the crawler's browser, and the other
// hostile-target tests in test/hostile (minutes; test/smoke/egress.test.ts has fast representative
// attacks for every test run).
export default defineConfig({
  test: {
    name: 'hostile',
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: ['test/hostile/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
