/**
 * `fray check <file>`: mistakes found before the fight (issue 16, item 7). Loads the encounter
 * (its errors: exit 2, as for run), prints the rule set's warnings about legal but suspicious
 * sheets and options, then plays a short seeded simulation and warns when the fights last longer
 * than a limit on average. Warnings are advice: exit 0.
 */
import { Command, InvalidArgumentError, Option } from 'commander';
import {
  CHECK_FIGHTS,
  DEFAULT_LONG_FIGHT_ROUNDS,
  LONG_FIGHT_ROUNDS,
  lintEncounter,
  longFightWarnings,
} from '../../app/check/lint.js';
import type { RuleSets } from '../../app/encounter/file.js';
import { own } from '../../engine/index.js';
import { parseInteger } from '../args.js';
import { loadEncounter } from '../combat/files.js';
import type { Io } from '../io.js';
import { rulesOption, withRules } from '../rules.js';
import { warningsText } from './render.js';

export interface CheckFlags {
  readonly maxRounds?: number;
  readonly fights?: number;
  /** False with --no-sim. */
  readonly sim: boolean;
  readonly rules?: string;
}

const MAX_FIGHTS = 10_000;

const EXAMPLES = `
Warnings (each with its code; docs/encounters.md, "Checks before the fight"):
  <rule set>/unskilled-attack  a weapon of a Skill the sheet lacks (l5r4e; combat-chaos: spells)
  <rule set>/weak-weapon       expected harm per hit near zero against every foe
  <rule set>/idle-option       an option changed from its default that nothing here uses
  check/long-fight             the simulated fights last more than --max-rounds on average
  check/draws                  most simulated fights reach the round cap undecided

Examples:
  fray check examples/with-rosters/l5r4e-pass.yaml
  fray check my-fight.yaml --max-rounds 6 --fights 500
  fray check my-fight.yaml --no-sim            the sheets only, no simulation`;

function positive(max: number) {
  return (text: string): number => {
    const n = parseInteger(text);
    if (n < 1 || n > max)
      throw new InvalidArgumentError(`expected a whole number from 1 to ${max}.`);
    return n;
  };
}

export function checkCommand(io: Io, ruleSets: RuleSets): Command {
  return new Command('check')
    .description('check an encounter file before the fight: suspicious sheets, long fights')
    .argument('<file>', 'encounter file, YAML or JSON (docs/encounters.md)')
    .addOption(
      new Option(
        '--max-rounds <n>',
        `warn when the fights last more than n rounds on average (default: ${Object.entries(
          LONG_FIGHT_ROUNDS,
        )
          .map(([id, n]) => `${id} ${String(n)}`)
          .join(', ')})`,
      ).argParser(positive(1000)),
    )
    .addOption(
      new Option('--fights <n>', `fights to simulate (default ${String(CHECK_FIGHTS)})`).argParser(
        positive(MAX_FIGHTS),
      ),
    )
    .option('--no-sim', 'check the sheets only, without the simulation')
    .addOption(rulesOption())
    .addHelpText('after', EXAMPLES)
    .action(async (file: string, flags: CheckFlags) => {
      await check(io, (await withRules(ruleSets, flags.rules)).ruleSets, file, flags);
    });
}

export async function check(
  io: Io,
  ruleSets: RuleSets,
  file: string,
  flags: CheckFlags,
): Promise<void> {
  const encounter = loadEncounter(io, file, ruleSets, { warn: false });
  const warnings = [...lintEncounter(encounter)];
  const lines = [
    `${file}: ${encounter.ruleSet.title}, ${String(encounter.spec.combatants.length)} combatants`,
  ];
  if (flags.sim) {
    const max =
      flags.maxRounds ?? own(LONG_FIGHT_ROUNDS, encounter.ruleSet.id) ?? DEFAULT_LONG_FIGHT_ROUNDS;
    const fights = flags.fights ?? CHECK_FIGHTS;
    const long = await longFightWarnings(encounter, { fights, maxRounds: max });
    warnings.push(...long.warnings);
    if (!Number.isNaN(long.meanRounds))
      lines.push(
        `simulated ${String(fights)} fights: ${long.meanRounds.toFixed(1)} rounds on average (warning above ${String(max)})`,
      );
  }
  io.out(`${lines.join('\n')}\n`);
  io.out(warningsText(encounter, warnings));
  io.out(
    warnings.length === 0
      ? 'no warnings\n'
      : `${String(warnings.length)} warning${warnings.length === 1 ? '' : 's'}\n`,
  );
}
