/**
 * `fray sim <file>` (issue 7): how will this encounter go? Plays many fights with the same engine
 * and house rules as the table, over worker threads, and prints a summary (or JSON, or an HTML
 * report). Bad input (a bad file, flag, sweep, tactic or policy module; a policy's illegal
 * action; a broken invariant under --check) exits 2 with the seed to replay.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Command, InvalidArgumentError, Option } from 'commander';
import { parse as parseYaml } from 'yaml';
import type { RuleSets } from '../../app/encounter/file.js';
import { parseSweep, type SweepSpec } from '../../app/sim/sweep.js';
import { DEFAULT_RUNS, MAX_RUNS, MAX_WORKERS, simulateEncounter } from '../../app/sim/simulate.js';
import type { Seed } from '../../dice/index.js';
import type { RuleSet } from '../../engine/index.js';
import { tacticsOf } from '../../sim/index.js';
import { parseInteger } from '../args.js';
import { loadEncounter, readText, writeText } from '../combat/files.js';
import { UsageError } from '../errors.js';
import type { Io } from '../io.js';
import { rulesOption, withRules } from '../rules.js';
import { jsonText } from '../render.js';
import { seedOption } from '../combat/run.js';
import { renderReport } from './report/page.js';
import { progressLine } from './progress.js';
import { renderSim } from './render.js';

export interface SimFlags {
  readonly runs: number;
  readonly seed?: Seed;
  readonly workers?: number;
  readonly roundCap?: number;
  readonly policy?: string;
  readonly json?: boolean;
  readonly report?: string;
  readonly vs?: string;
  readonly sweep?: SweepSpec;
  readonly check?: boolean;
  readonly tactics?: boolean;
  /** A rule set to load beside the built-in ones (--rules); worker threads load the same module. */
  readonly rules?: string;
}

const EXAMPLES = `
Examples:
  fray sim examples/l5r4e-skirmish.yaml                      10,000 fights on every core
  fray sim examples/l5r4e-skirmish.yaml --runs 100000 --seed 7 --json
  fray sim mine.yaml --vs mine-with-spears.yaml              A/B, same seeds, paired intervals
  fray sim mine.yaml --sweep combatants.ogre.rings.earth=2..5 --report ogre.html
  fray sim examples/combat-chaos-ambush.yaml --policy random --check   a fuzz run
  fray sim examples/l5r4e-duel.yaml --tactics                the tactics a file can name
Reference: docs/simulator.md`;

const whole = (min: number, max: number) => (text: string) => {
  const n = parseInteger(text);
  if (n < min || n > max)
    throw new InvalidArgumentError(`expected a whole number from ${min} to ${max}.`);
  return n;
};

function sweepArg(text: string): SweepSpec {
  const r = parseSweep(text);
  if (!r.ok) throw new InvalidArgumentError(r.error.message);
  return r.value;
}

export function simCommand(io: Io, ruleSets: RuleSets): Command {
  return new Command('sim')
    .description('simulate an encounter many times: win chances, rounds, who falls, what if')
    .argument('<file>', 'encounter file, YAML or JSON (docs/encounters.md; its sim section)')
    .addOption(
      new Option('--runs <n>', 'fights to play')
        .default(DEFAULT_RUNS)
        .argParser(whole(1, MAX_RUNS)),
    )
    .addOption(seedOption())
    .addOption(
      new Option('--workers <n>', 'worker threads (default: every core; 0: none)').argParser(
        whole(0, MAX_WORKERS),
      ),
    )
    .addOption(
      new Option(
        '--round-cap <n>',
        'a fight still going after n rounds is a draw (default 100)',
      ).argParser(whole(1, 10_000)),
    )
    .option(
      '--policy <tactic>',
      'tactic of whoever the file’s sim section does not assign (aggressive)',
    )
    .option('--json', 'print the report as JSON (docs/simulator.md)')
    .option('--report <out.html>', 'also write a self-contained HTML report with charts')
    .option('--vs <file>', 'compare with another encounter file, fight for fight (same seeds)')
    .addOption(
      new Option(
        '--sweep <path=from..to>',
        'what if: one number of the file over a range (path=from..to[:step])',
      ).argParser(sweepArg),
    )
    .option('--check', 'check the engine’s invariants after every event (slower)')
    .option('--tactics', 'list the rule set’s tactics and their parameters, and exit')
    .addOption(rulesOption())
    .addHelpText('after', EXAMPLES)
    .action(async (file: string, flags: SimFlags) => {
      const sets = await withRules(ruleSets, flags.rules);
      await simulate(io, sets.ruleSets, file, flags, sets.modules);
    });
}

export function tacticsText(rs: RuleSet): string {
  const lines = [`Tactics of ${rs.id} (name them in the file's sim.policies, or --policy):`];
  for (const [name, t] of Object.entries(tacticsOf(rs))) {
    lines.push(`  ${name.padEnd(16)} ${t.description}`);
    for (const [p, spec] of Object.entries(t.params ?? {}))
      lines.push(
        `  ${''.padEnd(16)}   ${p} (${spec.min}–${spec.max}, default ${spec.default}): ${spec.description}`,
      );
  }
  return `${lines.join('\n')}\n`;
}

async function simulate(
  io: Io,
  ruleSets: RuleSets,
  file: string,
  flags: SimFlags,
  ruleModules: Readonly<Record<string, string>>,
): Promise<void> {
  if (flags.tactics) {
    // Only the rule set matters: a file whose sim section names a wrong tactic still lists them.
    const named = ruleSetNamed(io, file, ruleSets);
    io.out(tacticsText(named ?? loadEncounter(io, file, ruleSets).ruleSet));
    return;
  }
  const encounter = loadEncounter(io, file, ruleSets);
  const vs = flags.vs === undefined ? undefined : loadEncounter(io, flags.vs, ruleSets);
  const seed = flags.seed ?? encounter.spec.seed ?? io.randomSeed();
  const started = Date.now();
  const width = Math.max(40, Math.min(120, io.columns ?? 80));
  const r = await simulateEncounter(encounter, {
    runs: flags.runs,
    seed,
    ...(flags.workers === undefined ? {} : { workers: flags.workers }),
    ...(flags.roundCap === undefined ? {} : { roundCap: flags.roundCap }),
    ...(flags.policy === undefined ? {} : { policy: flags.policy }),
    ...(flags.check ? { check: true } : {}),
    ...(vs ? { vs } : {}),
    ...(flags.sweep ? { sweep: flags.sweep } : {}),
    ruleModules,
    ...(io.progress
      ? {
          onProgress: (done: number, total: number) =>
            io.progress?.(progressLine(done, total, Date.now() - started, width)),
        }
      : {}),
  });
  io.progress?.(undefined);
  if (!r.ok) throw new UsageError(r.error.message, r.error.code, simHint(r.error.code, file));
  if (flags.report !== undefined) writeText(io, flags.report, renderReport(r.value, chartJs()));
  io.out(flags.json ? jsonText(r.value) : renderSim(r.value, { width }));
}

/** The rule set a file names, read leniently (undefined when the file cannot say). */
function ruleSetNamed(io: Io, file: string, ruleSets: RuleSets): RuleSet | undefined {
  try {
    const data = parseYaml(readText(io, file)) as { ruleSet?: unknown } | null;
    return typeof data?.ruleSet === 'string' ? ruleSets[data.ruleSet] : undefined;
  } catch {
    return undefined;
  }
}

function simHint(code: string, file: string): string | undefined {
  if (code === 'sim/illegal-action' || code === 'sim/invariant' || code === 'sim/policy-failed')
    return `  hint: replay that fight with: fray run ${file} --sim --seed <the seed above>`;
  if (code === 'sim/unknown-tactic' || code === 'sim/unknown-tactic-param')
    return `  hint: fray sim ${file} --tactics lists the tactics`;
  return undefined;
}

/** The Chart.js bundle the HTML report inlines (a dependency: the report needs no network). */
function chartJs(): string {
  // The package exports no subpath for the UMD build: find it next to the main entry (dist/).
  const main = createRequire(import.meta.url).resolve('chart.js');
  return readFileSync(join(dirname(main), 'chart.umd.min.js'), 'utf8');
}
