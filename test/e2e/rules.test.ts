/**
 * End-to-end: `--rules <path>` refuses what is not a rule set with a clear error (issue 15): exit 2,
 * one `fray: … [rules/…]` line and its hint, nothing on stdout, no stack trace. The example rule
 * set's own end-to-end test (examples/custom-rule-set/cli.test.js) covers the paths that work.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const BRAWL = 'examples/custom-rule-set/encounters/brawl.yaml';

function fray(args: readonly string[]) {
  const r = spawnSync(process.execPath, ['bin/fray.js', ...args], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, FRAY_DEBUG: '' },
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

function expectRefused(args: readonly string[], code: string, message: RegExp): void {
  const r = fray(args);
  expect(r.code).toBe(2);
  expect(r.stdout).toBe('');
  expect(r.stderr).toMatch(new RegExp(`^fray: .+ \\[${code}\\]$`, 'm'));
  expect(r.stderr).toMatch(message);
  expect(r.stderr).toMatch(/^ {2}hint: .*docs\/rule-sets\.md/m);
  expect(r.stderr).not.toMatch(/^\s+at /m);
}

describe('fray --rules with what is not a rule set', () => {
  it.each(['run', 'play', 'sim'])('%s: a path that does not exist', (command) => {
    expectRefused(
      [command, BRAWL, '--rules', './no/such/rules'],
      'rules/not-found',
      /no rule set at \.\/no\/such\/rules: no such file or directory/,
    );
  });

  it('a directory with no index.js, or whose package.json main is missing', () => {
    expectRefused(
      ['run', BRAWL, '--rules', 'test/fixtures/rules/empty'],
      'rules/not-found',
      /it has no index\.js/,
    );
    expectRefused(
      ['run', BRAWL, '--rules', 'test/fixtures/rules/bad-main'],
      'rules/not-found',
      /it has no lib\/missing\.js \(its package\.json main\)/,
    );
  });

  it('a module whose export is not a RuleSet says what is missing', () => {
    expectRefused(
      ['sim', BRAWL, '--rules', 'test/fixtures/rules/not-a-rule-set.mjs'],
      'rules/not-a-rule-set',
      /does not export a RuleSet: unit is "ft" or "m"; .*setup is a function/,
    );
    expectRefused(
      ['run', BRAWL, '--rules', 'test/fixtures/rules/no-export.mjs'],
      'rules/not-a-rule-set',
      /exports no rule set/,
    );
  });

  it('a module that throws on import: its message, not its stack', () => {
    expectRefused(
      ['play', BRAWL, '--rules', 'test/fixtures/rules/throws.mjs'],
      'rules/import-failed',
      /cannot load the rule set test\/fixtures\/rules\/throws\.mjs: the house rules are not written yet/,
    );
  });

  it('a built-in id cannot be replaced', () => {
    expectRefused(
      ['run', 'examples/l5r4e-duel.yaml', '--rules', 'test/fixtures/rules/built-in-id.mjs'],
      'rules/built-in-id',
      /the id "l5r4e" of a built-in rule set, which cannot be replaced/,
    );
  });

  it('without --rules, an encounter of the house system names an unknown rule set', () => {
    const r = fray(['run', BRAWL]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/unknown rule set "two-sixes" \[encounter\/invalid\]/);
  });
});
