/**
 * The fight half of the tour: a Combat Chaos duel (the example file's sheets, seed 42) run as
 * `fray run` runs a script, the menu `fray play` shows at the next turn with the odds of each
 * option, that turn's attack taken back with an undo, and a short simulation of the same duel
 * (`fray sim`, in this thread: the same numbers on every machine).
 */
import { createFromEncounter, parseEncounter } from '../../app/encounter/file.js';
import { simulateEncounter } from '../../app/sim/simulate.js';
import type { Combat, Command } from '../../engine/index.js';
import { RULE_SETS } from '../../rulesets/registry.js';
import { menuFor, menuText } from '../combat/menu.js';
import { stepLines } from '../combat/render.js';
import { winsLines } from '../sim/render.js';

/** examples/combat-chaos-duel.yaml without its script: a knight in plate against an orc. */
const DUEL = `
ruleSet: combat-chaos
seed: 42
combatants:
  - { id: aldric, name: Sir Aldric, side: knights, position: { x: 0, y: 0 }, defense: 16, soak: 2,
      health: 24, speed: 25, might: 3, alertness: 12, level: 5, class: warrior, extraAttack: true,
      skills: { athletics: 5, acrobatics: 1, stealth: 0, spellcraft: 0 }, initiativeBonus: 1,
      weapons: [{ name: longsword, hitBonus: 6, damage: 1d8+3 }] }
  - { id: brakka, name: Brakka, side: orcs, position: { x: 20, y: 0 }, defense: 13, soak: 1,
      health: 30, speed: 30, might: 4, alertness: 9, level: 4, class: berserker,
      skills: { athletics: 6, acrobatics: 0, stealth: 2, spellcraft: 0 }, initiativeBonus: 2,
      weapons: [{ name: greataxe, hitBonus: 6, damage: 1d12+4 },
                { name: javelin, hitBonus: 4, damage: 1d6+4, keywords: [missile], range: 30 }] }
`;

/** Brakka acts first with seed 42: a javelin, then he closes in. */
const SCRIPT: readonly Command[] = [
  { type: 'StartCombat' },
  { type: 'Attack', data: { target: 'aldric', weapon: 'javelin' } },
  { type: 'Move', data: { to: { x: 5, y: 0 } } },
  { type: 'EndTurn' },
];

/** Options of the menu shown, and the width of a line: a tour, not the whole menu. */
const MENU_OPTIONS = 4;
const WIDTH = 100;

const clip = (line: string): string =>
  line.length > WIDTH ? `${line.slice(0, WIDTH - 1)}…` : line;

function send(combat: Combat, n: number, command: Command): string[] {
  const before = combat.state;
  const r = combat.send(command);
  if (!r.ok) throw new Error(`the tour's ${command.type} was refused: ${r.error.message}`);
  return stepLines(combat.ruleSet, n, command, before, r.value, combat.log);
}

export async function fightSection(): Promise<string[]> {
  const parsed = parseEncounter(DUEL, 'duel', RULE_SETS);
  if (!parsed.ok)
    throw new Error(`the tour's encounter is invalid: ${parsed.error[0]?.message ?? ''}`);
  const combat = createFromEncounter(parsed.value);
  const lines = [
    'A fight (fray run <file>): Combat Chaos, Sir Aldric against Brakka the orc, seed 42',
    ...SCRIPT.flatMap((command, i) => send(combat, i + 1, command)),
  ];
  const menu = menuFor(combat.ruleSet, combat.state);
  const shown = menuText(menu);
  const options = shown.slice(1, 1 + MENU_OPTIONS).map(clip);
  lines.push(
    '',
    `The menu of fray play <file>: the legal actions, with their exact odds (${menu.options.length - MENU_OPTIONS} more not shown)`,
    `  ${shown[0] ?? ''}`,
    ...options.map((l) => `  ${l}`),
  );
  const attack = menu.options[0]?.command ?? { type: 'EndTurn' };
  lines.push(
    '> 1, then u (undo: the log keeps both, the state goes back)',
    ...send(combat, SCRIPT.length + 1, attack),
    ...send(combat, SCRIPT.length + 2, { type: 'Undo' }),
  );
  const sim = await simulateEncounter(parsed.value, { runs: 1000, seed: 1, workers: 0 });
  if (!sim.ok) throw new Error(`the tour's simulation failed: ${sim.error.message}`);
  lines.push(
    '',
    'The same duel, 1,000 fights (fray sim <file> --runs 1000 --seed 1): who wins, how sure',
    ...winsLines(sim.value.summary).map((l) => `  ${l}`),
  );
  return lines;
}
