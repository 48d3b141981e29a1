import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    include: ['test/**/*.test.ts'],
    // Builds one migrated PGlite (app tables + pg-boss) and shares it as a snapshot.
    globalSetup: ['test/helpers/global-setup.ts'],
    // The files share one module graph per worker, as the analyzer's unit tests do: each builds its
    // own app and database, and none mocks modules or changes the environment; importing the app
    // afresh for each of 35 files was 94 of the project's 210 CPU seconds.
    isolate: false,
    // Generous: the machines running this are shared, and an app start can take seconds there.
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
