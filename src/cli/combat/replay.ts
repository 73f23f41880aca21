/**
 * `fray replay <log.json>`: prints a saved combat log command by command with its events (the
 * dice are in the events: nothing is rolled again), marking the commands that undo took back.
 * `--step` waits for Enter between commands at a terminal.
 */
import { Command } from 'commander';
import type { RuleSets } from '../../app/encounter/file.js';
import {
  evolve,
  replay,
  stateAt,
  type CombatLog,
  type CombatState,
  type RuleSet,
} from '../../engine/index.js';
import { loadLog } from './files.js';
import { stepLines, summary } from './render.js';
import type { Io } from '../io.js';
import { rulesOption, withRules } from '../rules.js';
import { plural } from '../render.js';

export interface ReplayFlags {
  readonly step?: boolean;
}

export function replayCommand(io: Io, ruleSets: RuleSets): Command {
  return new Command('replay')
    .description('print a saved combat log (fray run/play --save) command by command')
    .argument('<log.json>', 'a combat log saved by fray run --save or fray play --save')
    .option('--step', 'wait for Enter between commands (at a terminal; q stops)')
    .addOption(rulesOption())
    .action(async (file: string, flags: ReplayFlags & { rules?: string }) => {
      await replayLog(io, (await withRules(ruleSets, flags.rules)).ruleSets, file, flags);
    });
}

export async function replayLog(
  io: Io,
  ruleSets: RuleSets,
  file: string,
  flags: ReplayFlags,
): Promise<void> {
  const { log, ruleSet: rs } = loadLog(io, file, ruleSets);
  const say = (lines: readonly string[]): void => {
    io.out(`${lines.join('\n')}\n`);
  };
  const inForce = new Set(replay(rs, log).applied);
  const seed = String(log.initial.seed);
  say([`${file}: ${rs.title}, seed ${seed}, ${plural(log.entries.length, 'command')}`]);
  const step = flags.step === true && io.input.interactive;
  let state = log.initial;
  for (const [i, entry] of log.entries.entries()) {
    if (step && i > 0) {
      io.out('-- Enter: next command, q: stop -- ');
      const line = await io.input.next();
      if (line === undefined || line.trim().toLowerCase() === 'q') break;
    }
    const takesBack = entry.command.type === 'Undo' || entry.command.type === 'Redo';
    const mark = !takesBack && !inForce.has(i) ? '   [undone]' : '';
    say(stepLines(rs, i + 1, entry.command, state, entry.events, log, mark));
    state = next(rs, log, i, state);
  }
  say(['', ...summary(rs, state)]);
}

/** The state after entry `i`: its events folded, or (undo, redo) the log replayed to there. */
function next(rs: RuleSet, log: CombatLog, i: number, state: CombatState): CombatState {
  const entry = log.entries[i];
  if (!entry) return state;
  if (entry.command.type === 'Undo' || entry.command.type === 'Redo')
    return stateAt(rs, log, i + 1);
  let s = state;
  for (const e of entry.events) s = evolve(rs, s, e);
  return { ...s, version: i + 1 };
}
