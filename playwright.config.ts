import { defineConfig } from '@playwright/test';
import { findChromePath } from './packages/analyzer/src/driver/chrome-path.mjs';
import { BROWSER_ARGS } from './packages/analyzer/src/driver/chromium-args.mjs';

const port = Number(process.env.E2E_PORT ?? 3100);

// End-to-end tests drive the built product (web + API + worker) in Debian's Chromium.
export default defineConfig({
  testDir: 'apps/web/e2e',
  // Starts the analysis that the specs reading a finished report share (helpers/analysis-api.ts).
  globalSetup: './apps/web/e2e/global-setup.ts',
  timeout: 60_000,
  // Real analyses run in the server's worker while other specs go on; on two cores that makes the
  // API answer slower than Playwright's 5 s default expects.
  expect: { timeout: 15_000 },
  // Two spec files at a time: most specs wait on the browser and the server rather than compute, and
  // the shared server lifts its per-IP limits for them (apps/web/e2e/start-server.mjs). Specs that
  // depend on their own order say so with `mode: 'serial'`.
  workers: 2,
  reporter: process.env.CI ? 'list' : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: {
      executablePath: findChromePath(),
      args: [...BROWSER_ARGS],
    },
  },
  webServer: {
    command: 'node apps/web/e2e/start-server.mjs',
    url: `http://127.0.0.1:${port}/api/health`,
    // At load 29 on two cores the server took 93 s to answer (15 CPU-s: tsx loading the modules, a
    // fresh database's migrations); at load 42 it had not answered after 120 s.
    timeout: 300_000,
    reuseExistingServer: false,
    env: { E2E_PORT: String(port) },
  },
});
