import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // The example rule set imports the package by its name; its tests run it against the sources.
  resolve: {
    alias: [
      { find: /^fray$/, replacement: fileURLToPath(new URL('src/index.ts', import.meta.url)) },
    ],
  },
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts', 'examples/custom-rule-set/**/*.test.js'],
    // Builds dist/ once for the end-to-end tests, which spawn bin/fray.js.
    globalSetup: ['test/e2e/global-setup.ts'],
    testTimeout: 30_000,
  },
});
