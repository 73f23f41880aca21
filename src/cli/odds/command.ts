/**
 * `fray odds <expr...>`: exact odds. Without --tn or --vs, the whole distribution; with --tn, one
 * check (Raises and the Combat Chaos naturals optional); with --vs, a contested roll.
 */
import { Command, Option } from 'commander';
import { COMBAT_CHAOS, contest, odds, type TenDiceOptions } from '../../dice/index.js';
import { oddDieOption, parseCount, parseInteger, type OddDie } from '../args.js';
import { check } from './check.js';
import { UsageError, withNotation } from '../errors.js';
import type { Io } from '../io.js';
import { jsonText } from '../render.js';
import {
  checkText,
  contestJson,
  contestText,
  distributionJson,
  distributionText,
} from './render.js';

export interface OddsFlags {
  readonly tn?: number;
  readonly raises?: number;
  readonly vs?: string;
  readonly chaos?: boolean;
  readonly json?: boolean;
  readonly oddDie: OddDie;
}

const EXAMPLES = `
Examples:
  fray odds 6k3                       the distribution of an L5R 6k3 roll
  fray odds 6k3 --tn 25 --raises 2    P(total ≥ 35)
  fray odds 2d20kh1+5 --tn 15         d20 with advantage against DC 15
  fray odds 1d20+5 --tn 30 --chaos    Combat Chaos: natural 19–20 always hit
  fray odds 6k3 --vs 5k3 --raises 1   contested: win by 5 or more`;

export function oddsCommand(io: Io): Command {
  return new Command('odds')
    .description('exact odds of dice notation: the distribution, a check against a TN, a contest')
    .argument('<expr...>', 'dice notation; several words are joined with spaces (2d20kh1 + 5)')
    .addOption(new Option('--tn <n>', 'target number: print P(total ≥ TN)').argParser(parseInteger))
    .addOption(
      new Option(
        '--raises <r>',
        'Raises called: each adds 5 to the TN (or to the margin of --vs)',
      ).argParser(parseCount),
    )
    .addOption(
      new Option(
        '--vs <expr>',
        'contested roll against this notation (quote it if it has spaces)',
      ).conflicts(['tn', 'chaos']),
    )
    .option('--chaos', 'Combat Chaos naturals: 1–2 always miss, 19–20 always hit (needs --tn)')
    .option('--json', 'print JSON (shapes in docs/cli.md)')
    .addOption(oddDieOption())
    .addHelpText('after', EXAMPLES)
    .action((words: string[], flags: OddsFlags) => {
      io.out(runOdds(words.join(' '), flags));
    });
}

/** Runs `fray odds` and returns its output. */
export function runOdds(expr: string, flags: OddsFlags): string {
  const tenDice: TenDiceOptions = { oddRolledDie: flags.oddDie };
  if (flags.chaos && flags.tn === undefined) {
    throw new UsageError('--chaos needs --tn: the naturals decide a check against a TN');
  }
  if (flags.vs !== undefined) return runContest(expr, flags.vs, flags, tenDice);
  if (flags.tn !== undefined) {
    const naturals = flags.chaos ? COMBAT_CHAOS : undefined;
    const request = {
      tn: flags.tn,
      raises: flags.raises ?? 0,
      tenDice,
      ...(naturals && { naturals }),
    };
    const c = withNotation(expr, () => check(expr, request));
    return flags.json ? jsonText(c) : checkText(c, naturals);
  }
  if (flags.raises !== undefined) {
    throw new UsageError('--raises needs --tn or --vs: Raises add to a TN or to a margin');
  }
  const d = withNotation(expr, () => odds(expr, { tenDice }));
  return flags.json ? jsonText(distributionJson(d)) : distributionText(d);
}

function runContest(expr: string, vs: string, flags: OddsFlags, tenDice: TenDiceOptions): string {
  const a = withNotation(expr, () => odds(expr, { tenDice }));
  const b = withNotation(vs, () => odds(vs, { tenDice }));
  const raises = flags.raises ?? 0;
  const view = {
    expression: a.expression,
    vs: b.expression,
    raises,
    odds: contest(a, b, { raises }),
  };
  return flags.json ? jsonText(contestJson(view)) : contestText(view);
}
