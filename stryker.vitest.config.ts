// The vitest configuration Stryker runs each mutant against: the rule sets' own unit tests, beside
// the rules they test. The property tests, the simulator's and the end-to-end tests also exercise
// the rules but take seconds each; a mutant must be killed by a test that names its rule.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/rulesets/**/*.test.ts'],
    exclude: ['**/*.property.test.ts', '**/node_modules/**'],
    testTimeout: 60_000,
  },
});
