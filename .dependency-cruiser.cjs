/** Module boundaries of docs/architecture.md, checked by `npm run boundaries` (part of `npm test`). */
const pure = '^src/(dice|engine|rulesets|sim)/';
/**
 * Rule sets in the one shape of docs/architecture.md ("A rule set's shape"): shared data at the
 * top (sheet, state, events, options), one folder per rule area, assemblers at the top gathering
 * each RuleSet hook from the folders. test/layout.test.ts checks the file names.
 */
const SHAPED = ['elan-moxie', 'combat-chaos', 'l5r4e'];
const shaped = `^src/rulesets/(${SHAPED.join('|') || '$^'})/`;
const SHARED_DATA = '(sheet|state|events|options)\\.ts$';
const ASSEMBLERS = '(index|decide|evolve|menu|odds|describe|status|sim)\\.ts$';
module.exports = {
  forbidden: [
    {
      name: 'dice-imports-nothing',
      comment: 'src/dice is the bottom layer: it imports nothing else from src/.',
      severity: 'error',
      from: { path: '^src/dice/' },
      to: { path: '^src/', pathNot: '^src/dice/' },
    },
    {
      name: 'engine-imports-only-dice',
      severity: 'error',
      from: { path: '^src/engine/' },
      to: { path: '^src/', pathNot: '^src/(engine|dice)/' },
    },
    {
      name: 'ruleset-imports-engine-and-dice',
      comment: 'A rule set may import the engine, the dice and itself, never another rule set.',
      severity: 'error',
      from: { path: '^src/rulesets/([^/]+)/' },
      to: { path: '^src/', pathNot: ['^src/(engine|dice)/', '^src/rulesets/$1/'] },
    },
    {
      name: 'rule-folder-imports-only-indexes',
      comment:
        'A rule folder imports the shared data and other rule folders only through their index.ts, never their internals.',
      severity: 'error',
      from: { path: `${shaped}([^/]+)/` },
      to: {
        path: '^src/rulesets/$1/[^/]+/',
        pathNot: ['^src/rulesets/$1/$2/', '^src/rulesets/$1/[^/]+/index\\.ts$'],
      },
    },
    {
      name: 'top-imports-only-indexes',
      comment: 'The files at the top of a rule set reach a rule folder only through its index.ts.',
      severity: 'error',
      from: { path: `${shaped}[^/]+$` },
      to: { path: '^src/rulesets/$1/[^/]+/', pathNot: '^src/rulesets/$1/[^/]+/index\\.ts$' },
    },
    {
      name: 'shared-data-imports-no-rule-folder',
      comment: 'sheet, state, events and options are below every rule folder.',
      severity: 'error',
      from: { path: `${shaped}${SHARED_DATA}` },
      to: { path: '^src/rulesets/$1/[^/]+/' },
    },
    {
      name: 'rule-folder-not-assemblers',
      comment: 'The assemblers at the top gather the rule folders; no rule folder imports them.',
      severity: 'error',
      from: { path: `${shaped}[^/]+/` },
      to: { path: `^src/rulesets/$1/${ASSEMBLERS}` },
    },
    {
      name: 'sim-imports-core-and-registry',
      severity: 'error',
      from: { path: '^src/sim/' },
      to: { path: '^src/', pathNot: '^src/(sim|engine|dice)/|^src/rulesets/registry\\.ts$' },
    },
    {
      name: 'app-not-adapters',
      severity: 'error',
      from: { path: '^src/app/' },
      to: { path: '^src/(adapters|cli|server|web)/' },
    },
    {
      name: 'web-not-adapters',
      severity: 'error',
      from: { path: '^src/web/' },
      to: { path: '^src/(adapters|cli|server)/' },
    },
    {
      name: 'server-imports-app-engine-registry-adapters',
      comment:
        'The HTTP server (src/server) serves the app over the engine; it needs nothing else.',
      severity: 'error',
      from: { path: '^src/server/' },
      to: {
        path: '^src/',
        pathNot: ['^src/(server|app|engine|adapters)/', '^src/rulesets/registry\\.ts$'],
      },
    },
    {
      name: 'only-cli-imports-server',
      comment: 'The server is composed by `fray serve` (src/cli/serve) only.',
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/(cli|server)/' },
      to: { path: '^src/server/' },
    },
    {
      name: 'pure-core-no-node-builtins',
      comment: 'The pure core does no I/O.',
      severity: 'error',
      from: { path: pure },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Tests and their kits may use the test helpers in src/testing.
    exclude: { path: '(\\.test\\.ts|test-kit\\.ts)$' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.js'] },
  },
};
