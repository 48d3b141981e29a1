import { defineConfig } from 'vitest/config';

// Every workspace's unit and integration tests run from the root: `npm run test:unit`.
export default defineConfig({
  test: {
    projects: ['packages/*', 'apps/server', 'apps/web'],
  },
});
