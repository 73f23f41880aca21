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
import { encounterOf } from '../../app/log-file.js';
import { loadEncounter, refusalError, saveLog } from './files.js';
import { atOption, resumeFight, resumedLine, resumeOption } from './resume.js';
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
  /** A saved log to go on with (the file's script, if a file is given, runs after it). */
  readonly resume?: string;
  readonly at?: number;
}

const EXAMPLES = `
Examples:
  fray run examples/l5r4e-duel.yaml                 the script, event by event, then the state
  fray run examples/l5r4e-duel.yaml --seed 7 --json everything as JSON (docs/cli.md)
  fray run my-fight.yaml --save fight.json          then: fray replay fight.json
  fray run my-fight.yaml --sim --seed 7/123         fight 123 of "fray sim --seed 7", event by event
  fray run --resume fight.json                      where the saved fight stands (the table)
  fray run more.yaml --resume fight.json            more.yaml's script goes on with the saved fight`;

export function seedOption(): Option {
  return new Option(
    '--seed <seed>',
    'seed of the dice, over the file’s (default: the file’s, else random and printed)',
  ).argParser(parseSeed);
}

export function runCommand(io: Io, ruleSets: RuleSets): Command {
  return new Command('run')
    .description('run an encounter file: its script, a line per event, then the final state')
    .argument(
      '[file]',
      'encounter file, YAML or JSON (docs/encounters.md); with --resume, only its script is run',
    )
    .addOption(seedOption())
    .option('--json', 'print JSON: encounter, events, log and final state (docs/cli.md)')
    .option('--save <log.json>', 'write the combat log as JSON, for fray replay')
    .option(
      '--sim',
      'play the fight with the simulator’s policies (the file’s sim section) instead of the script',
    )
    .addOption(resumeOption())
    .addOption(atOption())
    .addOption(rulesOption())
    .addHelpText('after', EXAMPLES)
    .action(async (file: string | undefined, flags: RunFlags) => {
      const sets = (await withRules(ruleSets, flags.rules)).ruleSets;
      if (flags.resume !== undefined) runResumed(io, sets, file, flags.resume, flags);
      else if (file === undefined)
        throw new UsageError(
          'fray run needs an encounter file, or --resume and a saved log',
          'cli/usage',
          '  hint: fray run examples/l5r4e-duel.yaml, or fray run --resume fight.json',
        );
      else if (flags.at !== undefined)
        throw new UsageError('--at goes with --resume: it names a version of a saved log');
      else if (flags.sim) await runSimulated(io, sets, file, flags);
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
  if (flags.save !== undefined) saveLog(io, flags.save, combat.log, encounterOf(encounter));
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
  if (flags.save !== undefined) saveLog(io, flags.save, combat.log, encounterOf(encounter));
  io.out(flags.json ? jsonText(runJson(encounter, combat, run)) : runText(encounter, combat, run));
  if (run.refused) throw refusalError(encounter, run.refused);
}

/**
 * `fray run --resume log.json [file]`: the saved fight at its end (or --at), then the file's script
 * run on it (the file's rule set must be the log's; its combatants and seed are the log's). With
 * a script the log is saved on (to --save, else the same log); without one, only to --save.
 */
function runResumed(
  io: Io,
  ruleSets: RuleSets,
  file: string | undefined,
  logFile: string,
  flags: RunFlags,
): void {
  if (flags.seed !== undefined || flags.sim)
    throw new UsageError(
      `${flags.sim ? '--sim' : '--seed'} does not go with --resume: the saved fight keeps its seed and its commands`,
    );
  const r = resumeFight(io, ruleSets, logFile, flags.at);
  const { combat } = r;
  const script = file === undefined ? undefined : loadEncounter(io, file, ruleSets);
  if (script && script.ruleSet.id !== combat.ruleSet.id)
    throw new UsageError(
      `${file ?? ''} is an encounter of ${script.ruleSet.id}, but ${logFile} is a fight of ${combat.ruleSet.id}`,
      'log/other-rule-set',
      '  hint: the file whose script goes on with a saved fight names the same ruleSet',
    );
  const run = script ? runScript(combat, script.script) : { steps: [] };
  const savesTo = flags.save ?? (script ? logFile : undefined);
  if (savesTo !== undefined) saveLog(io, savesTo, combat.log, r.encounter);
  const encounter = script ?? { file: logFile, scriptLines: [] };
  if (flags.json) io.out(jsonText(runJson(encounter, combat, run, r.at)));
  else {
    const rs = combat.ruleSet;
    const lines = [
      `${resumedLine(logFile, r, savesTo)}: ${rs.title}, seed ${String(combat.state.seed)}`,
    ];
    for (const s of run.steps)
      lines.push(...stepLines(rs, r.at + s.index + 1, s.command, s.before, s.events, combat.log));
    lines.push('', ...summary(rs, combat.state));
    io.out(`${lines.join('\n')}\n`);
  }
  if (script && run.refused) throw refusalError(script, run.refused);
}

export function runText(encounter: Encounter, combat: Combat, run: ScriptRun): string {
  const rs = combat.ruleSet;
  const lines = [`${encounter.file}: ${rs.title}, seed ${String(combat.state.seed)}`];
  for (const s of run.steps)
    lines.push(...stepLines(rs, s.index + 1, s.command, s.before, s.events, combat.log));
  lines.push('', ...summary(rs, combat.state));
  return `${lines.join('\n')}\n`;
}

/** The JSON of `fray run --json` (docs/cli.md); `resumedAt` when the fight was resumed from a log. */
export function runJson(
  encounter: Pick<Encounter, 'file' | 'scriptLines'>,
  combat: Combat,
  run: ScriptRun,
  resumedAt?: number,
): unknown {
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
    ...(resumedAt === undefined ? {} : { resumedAt }),
    events,
    log: combat.log.entries,
    final: combat.state,
    ...(refused ? { refused } : {}),
  };
}
