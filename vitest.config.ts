import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { LODASH_ALIAS } from './vite.config';
import { linguiWords } from './scripts/vite-lingui-split.js';

export default defineConfig({
  test: {
    // Three at once on two cores: the server files mostly wait on sockets, timers and databases
    // (one at a time, the default on two cores, took 3.8 minutes; three, 2.2).
    maxWorkers: 3,
    projects: [
      {
        test: {
          name: 'server',
          include: ['contract/**/*.test.ts', 'server/**/*.test.ts', 'platforms/**/*.test.ts', 'scripts/**/*.test.ts', 'eslint-rules/**/*.test.js'],
          environment: 'node',
          // The files of a worker share their modules (each still builds its own server, database and
          // folders): importing Fastify, Kysely and the server's plugins afresh for every file was a
          // third of this project's time (the whole suite 430 s isolated, 319 s not, two cores).
          isolate: false,
          // A folder for one seeded database template per run, for the tests that start real servers.
          globalSetup: ['server/test/global-setup.ts'],
          // Each file seeds its own database; give slow shared machines room.
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [...linguiWords({}), react()],
        // Components run the focus engine as the build ships it.
        resolve: { alias: [LODASH_ALIAS] },
        test: {
          name: 'app',
          include: ['src/**/*.test.{ts,tsx}'],
          // Plain Node unless a file asks for a DOM on its first line (`// @vitest-environment
          // jsdom`): a jsdom for each of the 44 files that never touch one cost more than all their
          // tests. A file that draws and forgets the line fails with "document is not defined".
          environment: 'node',
          // A component file's first test pays for importing React and the DOM: seconds on a busy machine.
          testTimeout: 15_000,
          setupFiles: ['src/testing/setup.ts'],
        },
      },
    ],
  },
});
