import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'apps/*/src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
          exclude: ['**/*.int.test.ts', '**/node_modules/**'],
          environment: 'node',
        },
      },
      {
        // Reads the web build's manifest and the API's bundle, so it runs after `npm run build`.
        test: {
          name: 'bundle',
          include: ['apps/web/bundle-budget.test.ts', 'apps/api/start-imports.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'integration',
          include: ['apps/api/src/**/*.int.test.ts', 'apps/api/test/**/*.int.test.ts'],
          globalSetup: ['apps/api/test/global-setup.ts'],
          setupFiles: ['apps/api/test/fail-on-console-error.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
          // Vitest's default leaves one of this 2-core machine's cores to itself; integration tests
          // wait on their databases half the time, so two files at once take half as long.
          maxWorkers: 2,
        },
      },
    ],
  },
});
