/**
 * End-to-end (issue 16, items 6 and 7): encounters built from rosters, run and played; `fray
 * check` and the warnings of `fray run`, spawned as a user runs them (dist/ is built by
 * global-setup.ts), on real files in a temp directory.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));

interface Run {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

function fray(args: readonly string[], input = ''): Run {
  const r = spawnSync(process.execPath, [join(root, 'bin/fray.js'), ...args], {
    cwd: root,
    encoding: 'utf8',
    input,
    env: { ...process.env, FRAY_DEBUG: '' },
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** A temp directory with these files (paths relative to it); returns its path. */
function files(texts: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'fray-check-'));
  for (const [name, text] of Object.entries(texts)) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
  return dir;
}

const BESTIARY = `ruleSet: l5r4e
sheets:
  bushi: &bushi
    name: Bushi
    skills: { kenjutsu: 3 }
    weapon: katana
    armor: light
  ronin:
    <<: *bushi
    name: Ronin
    weapon: tetsubo
`;

const FIGHT = `ruleSet: l5r4e
seed: 4
rosters: [rosters/bestiary.yaml]
combatants:
  - { sheet: bushi, side: lion, count: 2 }
  - { sheet: ronin, side: none, overrides: {} }
`;

describe('an encounter from a roster', () => {
  it('fray run makes the numbered copies, and warns on stderr about the unskilled ronin', () => {
    const dir = files({ 'fight.yaml': FIGHT, 'rosters/bestiary.yaml': BESTIARY });
    const r = fray(['run', join(dir, 'fight.yaml')]);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/Bushi 1 /);
    expect(r.stdout).toMatch(/Bushi 2 /);
    expect(r.stdout).toMatch(/Ronin /);
    expect(r.stderr).toMatch(
      /^warning: .*fight\.yaml:6: Ronin \(ronin\): attacks unskilled with the tetsubo .*\[l5r4e\/unskilled-attack\]$/m,
    );
  });

  it('fray play adds a combatant from the roster with g AddCombatant {sheet: ...}', () => {
    const dir = files({ 'fight.yaml': FIGHT, 'rosters/bestiary.yaml': BESTIARY });
    const r = fray(
      ['play', join(dir, 'fight.yaml')],
      'g AddCombatant {sheet: bushi, side: lion}\ng AddCombatant {sheet: bishu, side: lion}\nq\n',
    );
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/Bushi 3 joins the fight on side lion/);
    expect(r.stdout).toMatch(
      /refused: unknown sheet "bishu": did you mean "bushi"\? the sheets are bushi, ronin \[gm\/bad-combatant\]/,
    );
  });

  it('a missing roster and an unknown sheet are refused at their lines, exit 2', () => {
    const dir = files({
      'fight.yaml': FIGHT.replace('rosters/bestiary.yaml', 'rosters/gone.yaml'),
      'other.yaml': FIGHT.replace('sheet: ronin', 'sheet: rnoin'),
      'rosters/bestiary.yaml': BESTIARY,
    });
    const gone = fray(['run', join(dir, 'fight.yaml')]);
    expect(gone.code).toBe(2);
    expect(gone.stderr).toMatch(
      /fight\.yaml:3:\d+: rosters\[0\]: cannot read roster rosters\/gone\.yaml: no such file/,
    );
    const typo = fray(['check', join(dir, 'other.yaml')]);
    expect(typo.code).toBe(2);
    expect(typo.stderr).toMatch(/other\.yaml:6:\d+: combatants\[1\]\.sheet: unknown sheet "rnoin"/);
    expect(typo.stderr).toMatch(/hint: did you mean "ronin"\?/);
  });

  it('every example roster encounter runs and checks without a warning', () => {
    for (const file of [
      'examples/with-rosters/l5r4e-pass.yaml',
      'examples/with-rosters/combat-chaos-goblin-raid.yaml',
      'examples/with-rosters/elan-moxie-raid.yaml',
    ]) {
      const run = fray(['run', file]);
      expect(run.code, run.stderr).toBe(0);
      expect(run.stderr).toBe('');
      const check = fray(['check', file, '--fights', '50']);
      expect(check.code).toBe(0);
      expect(check.stdout).toMatch(/simulated 50 fights: [\d.]+ rounds on average/);
      expect(check.stdout).toMatch(/no warnings\n$/);
    }
  });
});

describe('fray check', () => {
  it('prints each warning with its line, code and hint, and exits 0', () => {
    const dir = files({ 'fight.yaml': FIGHT, 'rosters/bestiary.yaml': BESTIARY });
    const r = fray(['check', join(dir, 'fight.yaml'), '--no-sim']);
    expect(r.code).toBe(0);
    expect(r.stderr).toBe('');
    expect(r.stdout).toMatch(/fight\.yaml: Legend of the Five Rings, 4th edition, 3 combatants/);
    expect(r.stdout).toMatch(/warning: .*fight\.yaml:6: Ronin \(ronin\): attacks unskilled/);
    expect(r.stdout).toMatch(/^ {2}hint: give skills: \{ heavyWeapons: 1 \}/m);
    expect(r.stdout).toMatch(/1 warning\n$/);
  });

  it('warns about fights longer than --max-rounds', () => {
    const r = fray(['check', 'examples/l5r4e-duel.yaml', '--max-rounds', '1', '--fights', '30']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/more than 1 \[check\/long-fight\]/);
  });

  it('refuses a bad flag and a file with errors with exit 2', () => {
    expect(fray(['check', 'examples/l5r4e-duel.yaml', '--fights', '0']).code).toBe(2);
    const dir = files({
      'bad.yaml': 'ruleSet: l5r4e\ncombatants:\n  - { id: a, side: x, trait: {} }\n',
    });
    const r = fray(['check', join(dir, 'bad.yaml')]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/bad\.yaml:3:\d+: combatants\[0\]\.trait: unknown field "trait"/);
    expect(r.stderr).toMatch(/hint: did you mean "traits"\?/);
  });
});
