/**
 * `fray play <file>`: a fight in the terminal. Runs the encounter's script, starts the combat, then
 * shows whose turn it is and a numbered menu of legal actions (with the odds of attacks) until the
 * fight ends, the player quits, or the input ends. Works with piped input: each line is a choice.
 */
import { Command } from 'commander';
import { createFromEncounter, type RuleSets } from '../../app/encounter/file.js';
import { runScript } from '../../app/run-script.js';
import { withRosterSheet, type RosterBook } from '../../app/roster/expand.js';
import type { Seed } from '../../dice/index.js';
import type { Combat, Command as FrayCommand } from '../../engine/index.js';
import { loadEncounter, refusalError, saveLog } from './files.js';
import { stepLines, summary } from './render.js';
import type { Io } from '../io.js';
import { rulesOption, withRules } from '../rules.js';
import { chosenCommand, KEYS, menuFor, menuText, parseChoice, type Menu } from './menu.js';
import { fightSeed, seedOption } from './run.js';

export interface PlayFlags {
  readonly seed?: Seed;
  readonly save?: string;
}

const HELP = `
Keys at the prompt:
  N              take option N of the menu (its dice are rolled from the seed)
  d N f1,f2,...  take option N with physical dice: the faces in the order the command rolls them
  g Type {data}  send a GM command the menu does not list, e.g. g Fear {rank: 3, source: oni},
                 g Fall {id: akodo, feet: 20}, g AddCondition {id: akodo, condition: {id: stunned, name: stunned}}
  u, r           undo the last command, redo what undo took back
  q              quit (the end of the input quits too)

Example:
  fray play examples/l5r4e-duel.yaml --save duel.json   then: fray replay duel.json`;

export function playCommand(io: Io, ruleSets: RuleSets): Command {
  return new Command('play')
    .description('play an encounter in the terminal: a menu of legal actions with their odds')
    .argument('<file>', 'encounter file, YAML or JSON (docs/encounters.md)')
    .addOption(seedOption())
    .option('--save <log.json>', 'write the combat log as JSON at the end, for fray replay')
    .addOption(rulesOption())
    .addHelpText('after', HELP)
    .action(async (file: string, flags: PlayFlags & { rules?: string }) => {
      await play(io, (await withRules(ruleSets, flags.rules)).ruleSets, file, flags);
    });
}

export async function play(
  io: Io,
  ruleSets: RuleSets,
  file: string,
  flags: PlayFlags,
): Promise<void> {
  const encounter = loadEncounter(io, file, ruleSets);
  const combat = createFromEncounter(encounter, { seed: fightSeed(io, encounter, flags.seed) });
  const say = (lines: readonly string[]): void => {
    io.out(`${lines.join('\n')}\n`);
  };
  say([`${file}: ${combat.ruleSet.title}, seed ${String(combat.state.seed)}`]);
  const run = runScript(combat, encounter.script);
  for (const s of run.steps)
    say(stepLines(combat.ruleSet, s.index + 1, s.command, s.before, s.events, combat.log));
  if (run.refused) throw refusalError(encounter, run.refused);
  if (combat.state.status === 'setup') send(combat, { type: 'StartCombat' }, say);
  await loop(io, combat, say, encounter.rosters);
  if (flags.save !== undefined) {
    saveLog(io, flags.save, combat.log);
    say([`log saved to ${flags.save}`]);
  }
  say(['', ...summary(combat.ruleSet, combat.state)]);
}

/** Menu, choice, command, until the fight ends or the player quits. */
async function loop(
  io: Io,
  combat: Combat,
  say: (lines: readonly string[]) => void,
  rosters: RosterBook,
): Promise<void> {
  while (combat.state.status !== 'ended') {
    const menu = menuFor(combat.ruleSet, combat.state);
    say(['', ...menuText(menu)]);
    io.out('> ');
    const line = await io.input.next();
    if (line === undefined) {
      say(['', 'end of input: quitting']);
      return;
    }
    // Piped choices are echoed, so that the output reads as the session it was.
    if (!io.input.interactive) io.out(`${line}\n`);
    if (!act(combat, menu, line, say, rosters)) return;
  }
}

/** Does what the line says; false to quit. */
function act(
  combat: Combat,
  menu: Menu,
  line: string,
  say: (lines: readonly string[]) => void,
  rosters: RosterBook,
): boolean {
  const choice = parseChoice(line);
  switch (choice.kind) {
    case 'quit':
      return false;
    case 'undo':
      send(combat, { type: 'Undo' }, say);
      return true;
    case 'redo':
      send(combat, { type: 'Redo' }, say);
      return true;
    case 'help':
      say([HELP.trim(), KEYS]);
      return true;
    case 'empty':
      return true;
    case 'invalid':
      say([
        `${choice.message}: type a number from the menu, u, r, d N f1,f2,..., g Type {data} or q`,
      ]);
      return true;
    case 'gm': {
      // g AddCombatant {sheet: goblin, side: monsters}: a sheet of the encounter's rosters.
      const command = withRosterSheet(rosters, combat.state, choice.command);
      if (command.ok) send(combat, command.value, say);
      else say([`refused: ${command.error.message} [${command.error.code}]`]);
      return true;
    }
    case 'option': {
      const command = chosenCommand(menu, choice.n, choice.faces);
      if (command) send(combat, command, say);
      else say([`there is no option ${choice.n}: choose 1 to ${menu.options.length}`]);
      return true;
    }
  }
}

/** Sends a command and prints its events, or why it was refused (and the menu comes back). */
function send(combat: Combat, command: FrayCommand, say: (lines: readonly string[]) => void): void {
  const before = combat.state;
  const n = combat.log.entries.length + 1;
  const r = combat.send(command);
  if (!r.ok) {
    say([`refused: ${r.error.message} [${r.error.code}]`]);
    return;
  }
  say(stepLines(combat.ruleSet, n, command, before, r.value, combat.log));
}
