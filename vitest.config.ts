import { defineConfig } from 'vitest/config';
import { i18n } from './build/i18n-plugin.ts';

export default defineConfig({
  // Web code under test gets its messages compiled as in the build.
  plugins: [i18n()],
  test: {
    include: ['src/**/*.test.ts', 'tests/api/**/*.test.ts', 'tests/startup/**/*.test.ts', 'tests/lint/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/support/vitest-global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // A worker keeps its loaded modules from one file to the next: each file builds its own app on its own database,
    // and no test mocks modules or changes the environment, so what is shared is only compiled code (CI: 366 → 225 s).
    isolate: false,
    maxWorkers: 2,
  },
});
