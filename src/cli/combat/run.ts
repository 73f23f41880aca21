/**
 * `fray run <file>`: loads an encounter, runs its script, prints a line per event and the final
 * state (or, with --json, everything as JSON); `--save` writes the combat log for `fray replay`.
 */
import { Command, Option } from 'commander';
import { createFromEncounter, type Encounter, type RuleSets } from '../../app/encounter/file.js';
import { runScript, type ScriptRun } from '../../app/run-script.js';
import { playOne } from '../../app/sim/simulate.js';
import type { Seed } from '../../dice/index.js';
import type { Combat } from '../../engine/index.js';
import { parseSeed } from '../args.js';
import { loadEncounter, refusalError, saveLog } from './files.js';
import { describedEvents, stepLines, summary } from './render.js';
import { UsageError } from '../errors.js';
import { rulesOption, withRules } from '../rules.js';
import type { Io } from '../io.js';
import { jsonText } from '../render.js';

export interface RunFlags {
  readonly seed?: Seed;
  readonly json?: boolean;
  readonly save?: string;
  /** Play the fight with the simulator's policies instead of the script. */
  readonly sim?: boolean;
  /** A rule set to load beside the built-in ones (--rules). */
  readonly rules?: string;
}

const EXAMPLES = `
Examples:
  fray run examples/l5r4e-duel.yaml                 the script, event by event, then the state
  fray run examples/l5r4e-duel.yaml --seed 7 --json everything as JSON (docs/cli.md)
  fray run my-fight.yaml --save fight.json          then: fray replay fight.json
  fray run my-fight.yaml --sim --seed 7/123         fight 123 of "fray sim --seed 7", event by event`;

export function seedOption(): Option {
  return new Option(
    '--seed <seed>',
    'seed of the dice, over the file’s (default: the file’s, else random and printed)',
  ).argParser(parseSeed);
}

export function runCommand(io: Io, ruleSets: RuleSets): Command {
  return new Command('run')
    .description('run an encounter file: its script, a line per event, then the final state')
    .argument('<file>', 'encounter file, YAML or JSON (docs/encounters.md)')
    .addOption(seedOption())
    .option('--json', 'print JSON: encounter, events, log and final state (docs/cli.md)')
    .option('--save <log.json>', 'write the combat log as JSON, for fray replay')
    .option(
      '--sim',
      'play the fight with the simulator’s policies (the file’s sim section) instead of the script',
    )
    .addOption(rulesOption())
    .addHelpText('after', EXAMPLES)
    .action(async (file: string, flags: RunFlags) => {
      const sets = (await withRules(ruleSets, flags.rules)).ruleSets;
      if (flags.sim) await runSimulated(io, sets, file, flags);
      else runEncounter(io, sets, file, flags);
    });
}

/** The seed of a fight: --seed, else the file's, else a random one. */
export function fightSeed(io: Io, encounter: Encounter, flag: Seed | undefined): Seed {
  return flag ?? encounter.spec.seed ?? io.randomSeed();
}

export function runEncounter(io: Io, ruleSets: RuleSets, file: string, flags: RunFlags): void {
  const encounter = loadEncounter(io, file, ruleSets);
  const combat = createFromEncounter(encounter, { seed: fightSeed(io, encounter, flags.seed) });
  const run = runScript(combat, encounter.script);
  if (flags.save !== undefined) saveLog(io, flags.save, combat.log);
  io.out(flags.json ? jsonText(runJson(encounter, combat, run)) : runText(encounter, combat, run));
  if (run.refused) throw refusalError(encounter, run.refused);
}

/**
 * `fray run --sim`: one simulated fight (the policies choose, as in `fray sim`), replayed through
 * a logged combat so that it prints, saves and replays like a scripted one.
 */
async function runSimulated(
  io: Io,
  ruleSets: RuleSets,
  file: string,
  flags: RunFlags,
): Promise<void> {
  const encounter = loadEncounter(io, file, ruleSets);
  const seed = fightSeed(io, encounter, flags.seed);
  const played = await playOne(encounter, seed);
  if (!played.ok) throw new UsageError(played.error.message, played.error.code);
  const combat = createFromEncounter(encounter, { seed });
  const run = runScript(combat, played.value.script ?? []);
  if (flags.save !== undefined) saveLog(io, flags.save, combat.log);
  io.out(flags.json ? jsonText(runJson(encounter, combat, run)) : runText(encounter, combat, run));
  if (run.refused) throw refusalError(encounter, run.refused);
}

export function runText(encounter: Encounter, combat: Combat, run: ScriptRun): string {
  const rs = combat.ruleSet;
  const lines = [`${encounter.file}: ${rs.title}, seed ${String(combat.state.seed)}`];
  for (const s of run.steps)
    lines.push(...stepLines(rs, s.index + 1, s.command, s.before, s.events, combat.log));
  lines.push('', ...summary(rs, combat.state));
  return `${lines.join('\n')}\n`;
}

/** The JSON of `fray run --json` (docs/cli.md). */
export function runJson(encounter: Encounter, combat: Combat, run: ScriptRun): unknown {
  const rs = combat.ruleSet;
  const events = run.steps.flatMap((s) =>
    describedEvents(rs, s.before, s.events, combat.log).map(({ event, text }) => ({
      command: s.index,
      type: event.type,
      data: event.data,
      text,
    })),
  );
  const refused = run.refused && {
    command: run.refused.index,
    line: encounter.scriptLines[run.refused.index],
    type: run.refused.command.type,
    ...run.refused.violation,
  };
  return {
    encounter: { file: encounter.file, ruleSet: rs.id, seed: combat.state.seed },
    events,
    log: combat.log.entries,
    final: combat.state,
    ...(refused ? { refused } : {}),
  };
}
