/**
 * Fuzzing `fray play`'s stdin (docs/fuzzing.md): random lines (menu keys and numbers, physical
 * dice at once or roll by roll with `--dice physical`, GM commands, undo, junk and hostile ids) piped to a spawned `fray play` of an example. It must end
 * with exit 0 or 2, never an internal error or a stack trace. Few runs in `npm test` (each spawns a
 * process); `npm run fuzz` runs more.
 */
import { spawnSync } from 'node:child_process';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { examples, HOSTILE_STRINGS, params } from '../../src/testing/fuzz-kit.js';

const line = fc.oneof(
  fc.integer({ min: 0, max: 12 }).map(String),
  fc
    .tuple(
      fc.integer({ min: 1, max: 6 }),
      fc.array(fc.integer({ min: -1, max: 21 }), { maxLength: 5 }),
    )
    .map(([n, faces]) => `d ${n} ${faces.join(',')}`),
  fc
    .constantFrom(...HOSTILE_STRINGS.filter((s) => s.length < 100))
    .map((id) => `g RemoveCombatant {id: "${id}"}`),
  fc.constantFrom(
    'u',
    'r',
    'g EndTurn',
    'g AddCondition {id: constructor, condition: {id: x, name: x}}',
    'g Attack {target: __proto__}',
    'g StartCombat {',
    'g X *a',
    'g Fear {a: &x 1, b: *x}',
    'd',
    '',
    'a',
    'a+1',
    'a.2',
    'e',
    'm2',
    'p a',
    '? a',
    's',
    'c',
  ),
  fc.array(fc.integer({ min: -1, max: 21 }), { maxLength: 7 }).map((faces) => faces.join(' ')),
  fc.string({ maxLength: 12 }),
);

describe('fuzz: fray play stdin', () => {
  it('random input ends with exit 0 or 2 and no stack trace', () => {
    const files = examples().map((e) => e.file);
    fc.assert(
      fc.property(
        fc.constantFrom(...files),
        fc.array(line, { maxLength: 25 }),
        fc.boolean(),
        (file, lines, physical) => {
          const dice = physical ? ['--dice', 'physical'] : [];
          const r = spawnSync(
            process.execPath,
            ['bin/fray.js', 'play', file, '--seed', '7', ...dice],
            {
              input: `${lines.join('\n')}\n`,
              encoding: 'utf8',
              timeout: 20_000,
            },
          );
          const where = `${file} ${dice.join(' ')} <<< ${JSON.stringify(lines)}\n${r.stderr}`;
          expect([0, 2], where).toContain(r.status);
          expect(r.stderr, where).not.toMatch(/internal error|\n\s+at /);
        },
      ),
      params(4),
    );
  }, 120_000);
});
