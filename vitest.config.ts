import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Builds dist/ once for the end-to-end tests, which spawn bin/fray.js.
    globalSetup: ['test/e2e/global-setup.ts'],
    testTimeout: 30_000,
  },
});
