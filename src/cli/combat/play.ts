/**
 * `fray play <file>` / `fray play --resume log.json`: a fight in the terminal. Runs the encounter's
 * script (or takes up a saved fight where it stopped), starts the combat, then shows whose turn it
 * is and a menu of legal actions under stable keys (with the odds of attacks) until the fight
 * ends, the player quits, or the input ends. With `--save` (and always with `--resume`) the log is
 * saved after every command. Works with piped input: each line is a choice.
 */
import { Command, Option } from 'commander';
import { createFromEncounter, type RuleSets } from '../../app/encounter/file.js';
import { encounterOf, type SavedEncounter } from '../../app/log-file.js';
import { runScript } from '../../app/run-script.js';
import {
  bookOfSheets,
  EMPTY_BOOK,
  withRosterSheet,
  type RosterBook,
} from '../../app/roster/expand.js';
import type { Seed } from '../../dice/index.js';
import type { Combat, Command as FrayCommand } from '../../engine/index.js';
import { UsageError } from '../errors.js';
import type { Io } from '../io.js';
import { rulesOption, withRules } from '../rules.js';
import { parseChoice } from './choice.js';
import { loadEncounter, refusalError, saveLog } from './files.js';
import { Keyring } from './keys.js';
import {
  chosenCommand,
  detailsText,
  keysText,
  KEYS,
  lineOf,
  menuFor,
  menuText,
  type Menu,
} from './menu.js';
import { stepLines, summary } from './render.js';
import { askDice, rollsText } from './table-dice.js';
import { atOption, resumeFight, resumedLine, resumeOption } from './resume.js';
import { fightSeed, seedOption } from './run.js';

export interface PlayFlags {
  readonly seed?: Seed;
  readonly save?: string;
  readonly resume?: string;
  readonly at?: number;
  readonly dice?: 'app' | 'physical';
  /** Stop before StartCombat: stances, ambushes, then `sc` starts the combat. */
  readonly setup?: boolean;
}

const HELP = `
Keys at the prompt:
  a, m2, e, ...  take the option with that key (its dice are rolled from the seed); a number
                 takes the line with that number
  ? a            the variants of an action folded into its line (Raises, Called Shots), each
                 with its key (a+1, a.1, ...) and odds
  p a            take option a with physical dice: each roll is asked for as it comes
  d a f1,f2,...  take option a with physical dice given all at once, in the order the command rolls
  s              the table: initiative order, whose turn, wounds or health, stance, conditions
  g Type {data}  send a GM command the menu does not list, the data in YAML (as in a file), e.g.
                 g Fear {rank: 3, source: oni}, g Fall {id: akodo, feet: 20},
                 g AddCondition {id: akodo, condition: {id: stunned, name: stunned}}
  u, r           undo the last command, redo what undo took back
  q              quit (the end of the input quits too)

Examples:
  fray play examples/l5r4e-duel.yaml --save duel.json   saved after every command
  fray play --resume duel.json                          the next day: go on where it stopped
  fray play --resume duel.json --at 4 --save other.json from the state after command #4`;

export function playCommand(io: Io, ruleSets: RuleSets): Command {
  return new Command('play')
    .description('play an encounter in the terminal: a menu of legal actions with their odds')
    .argument('[file]', 'encounter file, YAML or JSON (docs/encounters.md); not with --resume')
    .addOption(seedOption())
    .option('--save <log.json>', 'save the combat log after every command, for fray replay')
    .addOption(resumeOption())
    .addOption(atOption())
    .addOption(
      new Option('--dice <who>', 'who rolls: app (from the seed) or physical (asked roll by roll)')
        .choices(['app', 'physical'])
        .default('app'),
    )
    .option(
      '--setup',
      'stop before the combat starts: stances, ambushes and GM commands first, then sc starts it',
    )
    .addOption(rulesOption())
    .addHelpText('after', HELP)
    .action(async (file: string | undefined, flags: PlayFlags & { rules?: string }) => {
      await play(io, (await withRules(ruleSets, flags.rules)).ruleSets, file, flags);
    });
}

/** A fight being played: what the loop needs besides the combat. */
interface Session {
  readonly io: Io;
  readonly combat: Combat;
  readonly say: (lines: readonly string[]) => void;
  /** Where the log is saved after every command, if anywhere. */
  readonly savesTo: string | undefined;
  readonly encounter: SavedEncounter | undefined;
  readonly keys: Keyring;
  readonly physical: boolean;
  /** The encounter's rosters, for g AddCombatant {sheet: …} (empty after --resume). */
  readonly rosters: RosterBook;
}

export async function play(
  io: Io,
  ruleSets: RuleSets,
  file: string | undefined,
  flags: PlayFlags,
): Promise<void> {
  const session =
    file === undefined ? resumed(io, ruleSets, flags) : fresh(io, ruleSets, file, flags);
  // The combat starts by itself unless the script started it or --setup asks for the setup first.
  const { combat } = session;
  const starts = file !== undefined && flags.setup !== true && combat.state.status === 'setup';
  if (!starts || (await take(session, { type: 'StartCombat' }))) await loop(session);
  if (session.savesTo !== undefined) session.say([`log saved to ${session.savesTo}`]);
  session.say(['', ...summary(session.combat.ruleSet, session.combat.state)]);
}

function sayTo(io: Io): (lines: readonly string[]) => void {
  return (lines) => {
    io.out(`${lines.join('\n')}\n`);
  };
}

/** A new fight from an encounter file: its script, then StartCombat if the script did not. */
function fresh(io: Io, ruleSets: RuleSets, file: string, flags: PlayFlags): Session {
  if (flags.at !== undefined)
    throw new UsageError(
      '--at goes with --resume: it names a version of a saved log',
      'cli/usage',
      '  hint: fray play --resume duel.json --at 4',
    );
  const encounter = loadEncounter(io, file, ruleSets);
  const combat = createFromEncounter(encounter, { seed: fightSeed(io, encounter, flags.seed) });
  const session: Session = {
    io,
    combat,
    say: sayTo(io),
    savesTo: flags.save,
    encounter: encounterOf(encounter),
    keys: new Keyring(),
    physical: flags.dice === 'physical',
    rosters: encounter.rosters,
  };
  session.say([`${file}: ${combat.ruleSet.title}, seed ${String(combat.state.seed)}`]);
  const run = runScript(combat, encounter.script);
  for (const s of run.steps)
    session.say(stepLines(combat.ruleSet, s.index + 1, s.command, s.before, s.events, combat.log));
  save(session);
  if (run.refused) throw refusalError(encounter, run.refused);
  return session;
}

/** A saved fight taken up where it stopped (or at --at), saving on to the same log by default. */
function resumed(io: Io, ruleSets: RuleSets, flags: PlayFlags): Session {
  if (flags.resume === undefined)
    throw new UsageError(
      'fray play needs an encounter file, or --resume and a saved log',
      'cli/usage',
      '  hint: fray play examples/l5r4e-duel.yaml --save duel.json, then fray play --resume duel.json',
    );
  if (flags.seed !== undefined)
    throw new UsageError(
      '--seed cannot change a saved fight: its dice follow the seed it was saved with',
      'cli/usage',
      '  hint: leave out --seed with --resume',
    );
  const r = resumeFight(io, ruleSets, flags.resume, flags.at);
  const savesTo = flags.save ?? flags.resume;
  const session: Session = {
    io,
    combat: r.combat,
    say: sayTo(io),
    savesTo,
    encounter: r.encounter,
    keys: new Keyring(),
    physical: flags.dice === 'physical',
    rosters: r.encounter?.rosterSheets
      ? bookOfSheets(flags.resume, r.encounter.ruleSet, r.encounter.rosterSheets)
      : EMPTY_BOOK,
  };
  const { ruleSet, state } = r.combat;
  session.say([
    `${resumedLine(flags.resume, r, savesTo)}: ${ruleSet.title}, seed ${String(state.seed)}`,
    '',
    ...summary(ruleSet, state),
  ]);
  return session;
}

/** Menu, choice, command, until the fight ends or the player quits. */
async function loop(session: Session): Promise<void> {
  const { io, combat, say } = session;
  while (combat.state.status !== 'ended') {
    const menu = menuFor(combat.ruleSet, combat.state, session.keys);
    say(['', ...menuText(menu, session.physical ? rollsNow(combat) : undefined)]);
    io.out('> ');
    const line = await io.input.next();
    if (line === undefined) {
      say(['', 'end of input: quitting']);
      return;
    }
    // Piped choices are echoed, so that the output reads as the session it was.
    if (!io.input.interactive) io.out(`${line}\n`);
    if (!(await act(session, menu, line))) return;
  }
}

/** Does what the line says; false to quit. */
async function act(session: Session, menu: Menu, line: string): Promise<boolean> {
  const { combat, say } = session;
  const choice = parseChoice(line);
  switch (choice.kind) {
    case 'quit':
      return false;
    case 'undo':
      send(session, { type: 'Undo' });
      return true;
    case 'redo':
      send(session, { type: 'Redo' });
      return true;
    case 'help':
      say([HELP.trim(), KEYS]);
      return true;
    case 'status':
      say(summary(combat.ruleSet, combat.state));
      return true;
    case 'empty':
      return true;
    case 'invalid':
      say([`${choice.message}: type a key of the menu (${keysText(menu)}), ? for help, or q`]);
      return true;
    case 'gm': {
      // g AddCombatant {sheet: goblin, side: monsters}: a sheet of the encounter's rosters.
      const command = withRosterSheet(session.rosters, combat.state, choice.command);
      if (command.ok) return take(session, command.value);
      say([`refused: ${command.error.message} [${command.error.code}]`]);
      return true;
    }
    case 'details': {
      const found = lineOf(menu, choice.key);
      if (found) say(detailsText(found, rollsNow(combat)));
      else say([`there is no option ${choice.key}: the keys are ${keysText(menu)}`]);
      return true;
    }
    case 'physical': {
      const command = chosenCommand(menu, choice.key);
      if (command) return sendWithDice(session, command);
      say([`there is no option ${choice.key}: the keys are ${keysText(menu)}`]);
      return true;
    }
    case 'option': {
      const command = chosenCommand(menu, choice.key, choice.faces);
      if (!command) say([`there is no option ${choice.key}: the keys are ${keysText(menu)}`]);
      else if (choice.faces) send(session, command);
      else return take(session, command);
      return true;
    }
  }
}

/** The rolls of a command now, for the menu (`attack 6k3, damage 3k2`). */
function rollsNow(combat: Combat): (command: FrayCommand) => string {
  return (command) => rollsText(combat.ruleSet, combat.state, command);
}

/** A command chosen: with --dice physical its dice are asked for, else rolled from the seed. */
async function take(session: Session, command: FrayCommand): Promise<boolean> {
  if (session.physical) return sendWithDice(session, command);
  send(session, command);
  return true;
}

/** The command with physical dice asked for roll by roll (table-dice.ts), then sent; false at the end of the input. */
async function sendWithDice(session: Session, command: FrayCommand): Promise<boolean> {
  const { io, combat, say } = session;
  const asked = await askDice(combat.ruleSet, combat.state, command, {
    say,
    ask: async (question) => {
      io.out(question);
      const line = await io.input.next();
      if (line !== undefined && !io.input.interactive) io.out(`${line}\n`);
      return line;
    },
  });
  switch (asked.kind) {
    case 'send':
      send(session, asked.command);
      return true;
    case 'refused':
      say([`refused: ${asked.message} [${asked.code}]`]);
      return true;
    case 'cancelled':
      say(['cancelled: nothing was sent']);
      return true;
    case 'end':
      say(['', 'end of input: the command was not sent; quitting']);
      return false;
  }
}

/**
 * Sends a command and prints its events, or why it was refused (and the menu comes back). After
 * a command that ends a round, the table; after every command applied, the log is saved.
 */
function send(session: Session, command: FrayCommand): boolean {
  const { combat, say } = session;
  const before = combat.state;
  const n = combat.log.entries.length + 1;
  const r = combat.send(command);
  if (!r.ok) {
    say([`refused: ${r.error.message} [${r.error.code}]`]);
    return false;
  }
  say(stepLines(combat.ruleSet, n, command, before, r.value, combat.log));
  save(session);
  if (r.value.some((e) => e.type === 'RoundEnded') && combat.state.status !== 'ended')
    say(['', ...summary(combat.ruleSet, combat.state)]);
  return true;
}

function save(session: Session): void {
  if (session.savesTo !== undefined)
    saveLog(session.io, session.savesTo, session.combat.log, session.encounter);
}
