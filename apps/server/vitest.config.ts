import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    include: ['test/**/*.test.ts'],
    // Builds one migrated PGlite (app tables + pg-boss) and shares it as a snapshot.
    globalSetup: ['test/helpers/global-setup.ts'],
    // Generous: the machines running this are shared, and an app start can take seconds there.
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
