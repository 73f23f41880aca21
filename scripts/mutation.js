#!/usr/bin/env node
// `npm run mutation -- <file|glob>... [stryker options]`: Stryker over the named source files
// (stryker.config.mjs), for example `npm run mutation -- src/rulesets/combat-chaos/attack/*.ts`.
// Everything from the first argument that starts with `-` goes to Stryker as is
// (`--concurrency 1`, `--mutate` ranges are `file.ts:10-40`). docs/testing.md, "Mutation testing".
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const args = process.argv.slice(2);
const cut = args.findIndex((a) => a.startsWith('-'));
const files = cut < 0 ? args : args.slice(0, cut);
const extra = cut < 0 ? [] : args.slice(cut);
if (files.length === 0) {
  console.error('usage: npm run mutation -- <file>... [stryker options]');
  process.exit(2);
}
const bin = fileURLToPath(
  new URL('../node_modules/@stryker-mutator/core/bin/stryker.js', import.meta.url),
);
const r = spawnSync(process.execPath, [bin, 'run', '--mutate', files.join(','), ...extra], {
  stdio: 'inherit',
});
process.exit(r.status ?? 1);
