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
    maxWorkers: 2,
  },
});
