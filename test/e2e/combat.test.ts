/**
 * End-to-end: `fray run`, `fray play` and `fray replay` on the example encounters of every rule
 * set, spawned as a user runs them (dist/ is built by global-setup.ts).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const RULE_SETS = ['l5r4e', 'elan-moxie', 'combat-chaos'] as const;
const EXAMPLES = RULE_SETS.flatMap((id) => [
  `examples/${id}-duel.yaml`,
  `examples/${id}-skirmish.yaml`,
]);
const DUELS = RULE_SETS.map((id) => `examples/${id}-duel.yaml`);
const missing = (file: string): boolean => !existsSync(join(root, file));

interface Run {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

function fray(args: readonly string[], input = ''): Run {
  const r = spawnSync(process.execPath, ['bin/fray.js', ...args], {
    cwd: root,
    encoding: 'utf8',
    input,
    env: { ...process.env, FRAY_DEBUG: '' },
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

function ok(r: Run): Run {
  expect(r.stderr).toBe('');
  expect(r.code).toBe(0);
  return r;
}

const temp = (): string => mkdtempSync(join(tmpdir(), 'fray-e2e-'));

describe.each(EXAMPLES)('fray run %s', (file) => {
  it.skipIf(missing(file))('runs the script and prints the events and the final state', () => {
    const r = ok(fray(['run', file]));
    const lines = r.stdout.split('\n');
    expect(lines[0]).toMatch(new RegExp(`^${file.replace(/\./g, '\\.')}: .+, seed \\S+$`));
    expect(r.stdout).toMatch(/^#1 \w+/m);
    expect(r.stdout).toMatch(/^(Round \d+ · |Ended in round |Setup: )/m);
    expect(r.stdout).toMatch(/^ +combatant +side +at \((ft|m)\) +init +conditions +status$/m);
  });

  it.skipIf(missing(file))(
    '--json: encounter, events, log and final state; the same each run',
    () => {
      const r = ok(fray(['run', file, '--json']));
      expect(fray(['run', file, '--json']).stdout).toBe(r.stdout);
      const json = JSON.parse(r.stdout) as {
        encounter: { file: string; ruleSet: string; seed: unknown };
        events: { command: number; type: string; data: unknown; text: string }[];
        log: { command: { type: string }; events: unknown[] }[];
        final: {
          ruleSet: string;
          seed: unknown;
          status: string;
          combatants: Record<string, unknown>;
        };
      };
      expect(json.encounter).toEqual({ file, ruleSet: json.final.ruleSet, seed: json.final.seed });
      expect(file).toContain(json.encounter.ruleSet);
      expect(json.events.length).toBe(json.log.reduce((n, e) => n + e.events.length, 0));
      for (const e of json.events) expect(typeof e.text).toBe('string');
      expect(Object.keys(json.final.combatants).length).toBeGreaterThanOrEqual(2);
    },
  );
});

const TO_THE_END = RULE_SETS.map((id) => `examples/${id}-duel-to-the-end.yaml`);

describe.each(TO_THE_END)('fray run %s: a complete basic combat', (file) => {
  it('fights from StartCombat to the end: one side left in the fight (issue 3, "Done when")', () => {
    const json = JSON.parse(ok(fray(['run', file, '--json'])).stdout) as {
      events: { type: string }[];
      final: { status: string; outcome: { winner: string | null } | null };
    };
    expect(json.events.some((e) => e.type === 'InitiativeRolled')).toBe(true);
    expect(json.final.status).toBe('ended');
    expect(json.final.outcome?.winner).toEqual(expect.any(String));
  });
});

describe('docs/encounters.md', () => {
  it('its full example runs', () => {
    const doc = readFileSync(join(root, 'docs/encounters.md'), 'utf8');
    const example = /```yaml\n([\s\S]*?)```/.exec(doc)?.[1] ?? '';
    const file = join(temp(), 'example.yaml');
    writeFileSync(file, example);
    const r = ok(fray(['run', file]));
    expect(r.stdout).toMatch(/^#4 Attack target=akodo raises=1 \(faces [\d,]+\)$/m);
  });
});

describe('fray run: bad encounters', () => {
  it('exit 2 with file:line:column, the path, the message and a hint', () => {
    const dir = temp();
    const bad = join(dir, 'bad.yaml');
    writeFileSync(
      bad,
      'ruleSet: l5r4e\nsede: 3\ncombatants:\n  - id: a\n    side: x\n    void: 99\n',
    );
    const r = fray(['run', bad]);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain(
      `fray: ${bad}:2:1: sede: unknown field "sede" [encounter/invalid]\n`,
    );
    expect(r.stderr).toContain('  hint: did you mean "seed"? the top-level fields are');
    expect(r.stderr).toMatch(
      new RegExp(
        `fray: ${bad.replace(/[.\\]/g, '\\$&')}:6:5: combatants\\[0\\]\\.void: .+ \\[encounter/invalid\\]\\n  hint: .*docs/schemas/l5r4e\\.encounter\\.schema\\.json`,
      ),
    );
    expect(r.stderr).not.toMatch(/^\s+at /m);
  });

  it('an unknown rule set lists the known ones; a missing file is bad input too', () => {
    const dir = temp();
    const bad = join(dir, 'bad.json');
    writeFileSync(bad, '{\n  "ruleSet": "dnd5e",\n  "combatants": []\n}\n');
    const r = fray(['run', bad]);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(
      `fray: ${bad}:2:3: ruleSet: unknown rule set "dnd5e" [encounter/invalid]\n  hint: the rule sets are l5r4e, elan-moxie, combat-chaos; one of your own is loaded with --rules <path> (docs/rule-sets.md)\n`,
    );
    const gone = fray(['run', join(dir, 'nope.yaml')]);
    expect(gone.code).toBe(2);
    expect(gone.stderr).toMatch(/^fray: cannot read .*nope\.yaml: no such file \[cli\/file\]\n$/);
  });
});

describe.each(DUELS)('fray play %s', (file) => {
  it.skipIf(missing(file))('plays from piped choices ("1" again and again) to the end', () => {
    const r = ok(fray(['play', file], '1\n'.repeat(600)));
    expect(r.stdout).toMatch(/^> 1$/m);
    expect(r.stdout).toMatch(/\n(Ended in round \d+: .+|end of input: quitting)\n/);
    expect(r.stdout).toMatch(/The combat ends: /);
  });

  it.skipIf(missing(file))('undo takes back the last command; q quits cleanly', () => {
    const r = ok(fray(['play', file], '1\nu\nr\nq\n'));
    expect(r.stdout).toMatch(/^ {3}Undo: takes back #\d+ \w+$/m);
    expect(r.stdout).toMatch(/^ {3}Redo: puts back #\d+ \w+$/m);
    expect(r.stdout).toMatch(/^(Round \d+ · |Ended in round )/m);
  });

  it.skipIf(missing(file))('a saved log replays, marking what undo took back', () => {
    const log = join(temp(), 'log.json');
    ok(fray(['play', file, '--save', log], '1\nu\nq\n'));
    const r = ok(fray(['replay', log]));
    expect(r.stdout.split('\n')[0]).toMatch(/^.*log\.json: .+, seed \S+, \d+ commands$/);
    expect(r.stdout).toMatch(/^#\d+ .+ {3}\[undone\]$/m);
    expect(r.stdout).toMatch(/^#\d+ Undo$/m);
    expect(ok(fray(['replay', log, '--step'])).stdout).toBe(r.stdout);
  });
});

describe('fray replay', () => {
  it.skipIf(missing(EXAMPLES[0] ?? ''))(
    'replays what fray run --save wrote, event for event',
    () => {
      const file = EXAMPLES[0] ?? '';
      const log = join(temp(), 'run.json');
      const run = ok(fray(['run', file, '--save', log]));
      const replayed = ok(fray(['replay', log]));
      // The same events and final state: only the first line (file, command count) differs.
      expect(replayed.stdout.split('\n').slice(1)).toEqual(run.stdout.split('\n').slice(1));
      const saved = JSON.parse(readFileSync(log, 'utf8')) as {
        initial: unknown;
        entries: unknown[];
      };
      // Issue 16: the log keeps the encounter it came from, so that it alone resumes the fight.
      expect(Object.keys(saved)).toEqual(['encounter', 'initial', 'entries']);
    },
  );

  it('a file that is not a combat log: exit 2 with the line and a hint', () => {
    const bad = join(temp(), 'bad.json');
    writeFileSync(bad, '{\n  "initial": {},\n  "entries": 3\n}\n');
    const r = fray(['replay', bad]);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(/^fray: .*bad\.json:2:3: initial\.ruleSet: .+ \[log\/invalid\]$/m);
    expect(r.stderr).toMatch(/^fray: .*bad\.json:3:3: entries: .+ \[log\/invalid\]$/m);
    expect(r.stderr).toMatch(/^ {2}hint: a saved log is /m);
  });
});

describe('help', () => {
  it('lists run, play and replay, each with its options', () => {
    expect(ok(fray(['--help'])).stdout).toMatch(/run \[options\] \[file\][\s\S]*play[\s\S]*replay/);
    expect(ok(fray(['run', '--help'])).stdout).toMatch(/--seed[\s\S]*--json[\s\S]*--save/);
    expect(ok(fray(['play', '--help'])).stdout).toMatch(
      /--seed[\s\S]*--save[\s\S]*--resume[\s\S]*--dice[\s\S]*p a[\s\S]*d a f1,f2/,
    );
    expect(ok(fray(['replay', '--help'])).stdout).toContain('--step');
  });
});

const L5R_FEATURES = [
  'examples/l5r4e-iaijutsu-duel.yaml',
  'examples/l5r4e-grapple.yaml',
  'examples/l5r4e-shugenja.yaml',
  'examples/l5r4e-dojo-skirmish.yaml',
];

describe.each(L5R_FEATURES)('fray play %s (issue 4: duel, grapple, spells, maneuvers)', (file) => {
  it.skipIf(missing(file))(
    'runs the script, then plays the attack (else the first line) to the end',
    () => {
      // `a` is the attack's key when there is one (issue 16), else "there is no option a" and `1`.
      const r = ok(fray(['play', file], 'a\n1\n'.repeat(1500)));
      expect(r.stdout).toMatch(/^Ended in round \d+: side \S+ wins/m);
    },
  );
});

describe('fray play examples/elan-moxie-chapel.yaml (issue 5: abilities, channels, areas, cover, AoOs)', () => {
  const file = 'examples/elan-moxie-chapel.yaml';
  it.skipIf(missing(file))('runs the script, then plays the first option to the end', () => {
    // Ten fighters who speak their five free actions whenever nothing else is offered first.
    const r = ok(fray(['play', file], '1\n'.repeat(3000)));
    expect(r.stdout).toMatch(/may make an Attack of Opportunity/);
    expect(r.stdout).toMatch(/withdraws .* \(no attacks of opportunity\)/);
    expect(r.stdout).toMatch(/^Ended in round \d+: (side \S+ wins|no winner)/m);
  });
});

describe('fray play examples/combat-chaos-ambush.yaml (issue 6: an ambush, every maneuver, reactions prompted)', () => {
  const file = 'examples/combat-chaos-ambush.yaml';
  it.skipIf(missing(file))('runs the script, then plays the first option to the end', () => {
    const r = ok(fray(['play', file], '1\n'.repeat(3000)));
    expect(r.stdout).toMatch(/surprise!/);
    expect(r.stdout).toMatch(/waiting for \S+( \S+)* to react/);
    expect(r.stdout).toMatch(/^Ended in round \d+: (side \S+ wins|no winner)/m);
  });
});

describe('fray play: GM commands typed at the prompt', () => {
  const file = 'examples/l5r4e-skirmish.yaml';
  it.skipIf(missing(file))(
    'g Fear {…} rolls Fear for the other side; a bad one is refused with its code',
    () => {
      const r = ok(
        fray(
          ['play', file],
          'g Fear {rank: 2, source: nobody}\ng Fear {rank: 2, source: aramoro}\nq\n',
        ),
      );
      expect(r.stdout).toMatch(/refused: .*\[l5r4e\/no-such-combatant\]/);
      expect(r.stdout).toMatch(/Fear/);
    },
  );
});
