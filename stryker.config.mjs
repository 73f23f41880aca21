// Mutation testing of the rule sets (issue 15): `npm run mutation -- <files>` mutates the named
// source files and runs the vitest suite against each mutant. Not part of `npm test`: a run over
// one rule set's resolution and modifier files takes minutes. Stryker 9 (10 needs Node 22).
// See docs/testing.md, "Mutation testing".
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  plugins: ['@stryker-mutator/vitest-runner'],
  vitest: { configFile: 'stryker.vitest.config.ts', related: true },
  coverageAnalysis: 'perTest',
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  thresholds: { high: 90, low: 80, break: null },
  concurrency: 2,
  timeoutMS: 20000,
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
  ignoreStatic: true,
};
