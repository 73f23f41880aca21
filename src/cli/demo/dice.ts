/**
 * The dice half of the tour: rolls with fixed seeds (an explosion, the Ten Dice Rule, advantage),
 * physical dice typed in, and two exact odds. Every line shows the command that replays it.
 */
import { COMBAT_CHAOS, roll, type Naturals } from '../../dice/index.js';
import { check } from '../odds/check.js';
import { percent, shellWord } from '../render.js';

/** The rolls of the tour: notation, fixed seed, what it shows. */
const ROLLS = [
  ['6k3', 12, 'L5R: 6 d10, keep 3, 10s explode'],
  ['13k9', 3, 'Ten Dice Rule: no more than 10 dice'],
  ['2d20kh1+5', 4, 'd20 with advantage, +5'],
  ['5d10>=8f1', 12, 'successes on 8+, a 1 takes one off'],
] as const;

/** Physical dice: explosions follow their die (docs/cli.md, "Roll physical dice"). */
const FACES = [10, 3, 8, 7, 5, 3, 2] as const;

export function diceSection(): string[] {
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
  const chance = (expr: string, tn: number, raises: number, naturals?: Naturals): string =>
    percent(check(expr, { tn, raises, tenDice: {}, ...(naturals && { naturals }) }).probability);
  return [
    'Dice: every die shown; 18(10+8) is a 10 that exploded, 5d a dropped die',
    ...lines.flatMap(([command, note, breakdown]) => [
      `  $ ${command.padEnd(width)}  ${note}`,
      `    ${breakdown}`,
    ]),
    'Exact odds, not samples:',
    `  $ ${'fray odds 6k3 --tn 25 --raises 2'.padEnd(width)}  P(≥ 35) = ${chance('6k3', 25, 2)}`,
    `  $ ${'fray odds 1d20+5 --tn 30 --chaos'.padEnd(width)}  P(≥ 30) = ${chance('1d20+5', 30, 0, COMBAT_CHAOS)}: only a natural 19–20 hits`,
  ];
}
