/**
 * `fray roll <expr...>`: roll dice notation with a seed (random and printed when not given) or with
 * physical dice typed in, once or many times. Many rolls use the compiled fast path, which draws
 * exactly as the full roller: the same seed gives the same totals whichever path ran.
 */
import { Command, Option } from 'commander';
import {
  compile,
  createRng,
  parse,
  roll,
  type Expr,
  type RollRecord,
  type Rng,
  type Seed,
  type TenDiceOptions,
} from '../../dice/index.js';
import { oddDieOption, parseFaces, parseSeed, parseTimes, type OddDie } from '../args.js';
import { UsageError, withNotation } from '../errors.js';
import type { Io } from '../io.js';
import {
  JSON_ROLLS_MAX,
  JSON_TOTALS_MAX,
  fewRollsText,
  manyRollsJson,
  manyRollsText,
  rollJson,
  rollText,
  type DiceSource,
} from './render.js';
import { jsonText } from '../render.js';
import { Tally } from './tally.js';

export interface RollFlags {
  readonly seed?: Seed;
  readonly faces?: readonly number[];
  readonly times?: number;
  readonly json?: boolean;
  readonly oddDie: OddDie;
}

/** Up to this many rolls, text output shows every breakdown; above it, a histogram. */
export const TEXT_ROLLS_MAX = 20;

const EXAMPLES = `
Examples:
  fray roll 6k3                       L5R: roll 6 d10, keep 3, 10s explode
  fray roll 2d20kh1 + 5 --seed 42     d20 with advantage, replayable
  fray roll 6k3 --faces 10,3,8,7,5,3,2   physical dice typed in (explosions follow their die)
  fray roll 6k3 --times 10000         summary and histogram of 10,000 rolls
  fray roll 4d6dl1 --times 6 --json   six ability scores as JSON`;

export function rollCommand(io: Io): Command {
  return new Command('roll')
    .description('roll dice notation and show every die (docs/dice.md has the notation)')
    .argument('<expr...>', 'dice notation; several words are joined with spaces (2d6 + 3)')
    .addOption(
      new Option(
        '--seed <seed>',
        'seed: an integer or any text (default: random, printed)',
      ).argParser(parseSeed),
    )
    .addOption(
      new Option('--faces <list>', 'physical dice typed in, comma-separated: 10,3,8,7,5,3,2')
        .argParser(parseFaces)
        .conflicts('seed'),
    )
    .addOption(
      new Option(
        '--times <n>',
        'roll n times (1 to 1,000,000): breakdowns up to 20, then a histogram',
      ).argParser(parseTimes),
    )
    .option('--json', 'print JSON (shapes in docs/cli.md)')
    .addOption(oddDieOption())
    .addHelpText('after', EXAMPLES)
    .action((words: string[], flags: RollFlags) => {
      io.out(runRoll(words.join(' '), flags, io.randomSeed));
    });
}

/** Runs `fray roll` and returns its output. `randomSeed` is called only when no seed is given. */
export function runRoll(expr: string, flags: RollFlags, randomSeed: () => number): string {
  const tenDice: TenDiceOptions = { oddRolledDie: flags.oddDie };
  const tree = withNotation(expr, () => parse(expr));
  if (flags.faces !== undefined) {
    if (flags.times !== undefined && flags.times !== 1) {
      throw new UsageError(
        `--faces gives the dice of one roll: it cannot be used with --times ${flags.times}`,
      );
    }
    const record = roll(tree, { faces: flags.faces, tenDice });
    return output([record], flags, { faces: flags.faces });
  }
  const seed = flags.seed ?? randomSeed();
  const rng = createRng(seed);
  const times = flags.times ?? 1;
  const detailed = times <= (flags.json ? JSON_ROLLS_MAX : TEXT_ROLLS_MAX);
  if (detailed) {
    const records = Array.from({ length: times }, () => roll(tree, { rng, tenDice }));
    return output(records, flags, { seed });
  }
  return manyRolls(tree, times, rng, tenDice, flags, { seed });
}

/** One roll, or up to 20 (100 in JSON) with every record. */
function output(records: readonly RollRecord[], flags: RollFlags, source: DiceSource): string {
  const [first] = records;
  if (first === undefined) throw new Error('no roll to show');
  if (flags.times === undefined) {
    return flags.json ? jsonText(rollJson(first, source)) : rollText(first, source);
  }
  const tally = new Tally(true);
  for (const r of records) tally.add(r.total);
  const s = tally.summary();
  if (!flags.json) return fewRollsText(records, s, source);
  return jsonText(manyRollsJson(first.expression, source, s, tally.totals, records));
}

/** Many rolls on the compiled fast path: totals only. */
function manyRolls(
  tree: Expr,
  times: number,
  rng: Rng,
  tenDice: TenDiceOptions,
  flags: RollFlags,
  source: DiceSource,
): string {
  const compiled = compile(tree, { tenDice });
  const tally = new Tally(flags.json === true && times <= JSON_TOTALS_MAX);
  for (let i = 0; i < times; i++) tally.add(compiled.roll(rng));
  const s = tally.summary();
  if (!flags.json) return manyRollsText(compiled.expression, s, tally.shares(), source);
  return jsonText(manyRollsJson(compiled.expression, source, s, tally.totals, undefined));
}
