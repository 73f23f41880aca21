/**
 * `fray demo` (what `npm start` runs): a short tour of the dice engine, under 50 lines and the same
 * on every run (fixed seeds, printed so that each roll can be replayed with `fray roll`).
 */
import { Command } from 'commander';
import { atLeast, COMBAT_CHAOS, odds, roll, type Naturals } from '../dice/index.js';
import { check } from './odds/check.js';
import type { Io } from './io.js';
import { bar, percent, shellWord, table } from './render.js';

/** The rolls of the tour: notation, fixed seed, what it shows. */
const ROLLS = [
  ['6k3', 12, 'L5R: 6 d10, keep 3, 10s explode'],
  ['13k9', 3, 'Ten Dice Rule: no more than 10 dice'],
  ['2d20kh1+5', 4, 'd20 with advantage, +5'],
  ['4d6dl1', 4, 'ability score: drop the lowest'],
  ['5d10>=8f1', 12, 'successes on 8+, a 1 takes one off'],
] as const;

/** Physical dice: explosions follow their die (docs/cli.md, "Roll physical dice"). */
const FACES = [10, 3, 8, 7, 5, 3, 2] as const;

/** The L5R TN ladder (l5r4e reference §1.1). */
const LADDER = [5, 10, 15, 20, 25, 30, 35, 40, 45, 50, 55, 60] as const;

export function demoCommand(io: Io): Command {
  return new Command('demo')
    .description('a short tour: rolls with breakdowns, physical dice, exact odds (npm start)')
    .action(() => {
      io.out(demoText());
    });
}

/** The whole tour. Pure and deterministic. */
export function demoText(): string {
  return [
    'Fray: dice and exact odds (fixed seeds: every run shows the same)',
    '',
    ...rollSection(),
    '',
    ...ladderSection(),
    '',
    ...d20Section(),
    '',
    'More: fray --help, fray roll --help, fray odds --help, and docs/cli.md.',
    '',
  ].join('\n');
}

function rollSection(): string[] {
  const lines: [command: string, note: string, breakdown: string][] = ROLLS.map(
    ([expr, seed, note]) => [
      `fray roll ${shellWord(expr)} --seed ${seed}`,
      note,
      roll(expr, { seed }).breakdown,
    ],
  );
  lines.push([
    `fray roll 6k3 --faces ${FACES.join(',')}`,
    'physical dice typed in',
    roll('6k3', { faces: FACES }).breakdown,
  ]);
  const width = Math.max(...lines.map(([command]) => command.length));
  return [
    'Rolls: every die shown; 18(10+8) is a 10 that exploded, 5d a dropped die',
    ...lines.flatMap(([command, note, breakdown]) => [
      `  $ ${command.padEnd(width)}  ${note}`,
      `    ${breakdown}`,
    ]),
  ];
}

function ladderSection(): string[] {
  const d = odds('6k3');
  const cells = LADDER.map((tn) => {
    const p = atLeast(d, tn);
    const raised = atLeast(d, tn + 10);
    return [String(tn), percent(p), bar(p, 20), percent(raised), bar(raised, 20)];
  });
  return [
    '6k3 against the L5R TN ladder (exact odds: fray odds 6k3 --tn 25 --raises 2)',
    ...table(
      [
        { header: 'TN' },
        { header: 'P(≥ TN)' },
        { header: '', align: 'left' },
        { header: '2 Raises' },
        { header: '', align: 'left' },
      ],
      cells,
    ),
  ];
}

function d20Section(): string[] {
  const chance = (expr: string, tn: number, naturals?: Naturals): string =>
    percent(check(expr, { tn, raises: 0, tenDice: {}, ...(naturals && { naturals }) }).probability);
  return [
    'd20 + 5 against TN 15 (fray odds 2d20kh1+5 --tn 15)',
    `  normal ${chance('1d20+5', 15)} · advantage ${chance('2d20kh1+5', 15)} · disadvantage ${chance('2d20kl1+5', 15)}`,
    'Combat Chaos: +5 against TN 30, only a natural 19–20 hits (fray odds 1d20+5 --tn 30 --chaos)',
    `  normal ${chance('1d20+5', 30, COMBAT_CHAOS)} · advantage ${chance('2d20kh1+5', 30, COMBAT_CHAOS)}`,
  ];
}
