/**
 * Scrolls, horses, bows and kata (seed 000's Action lists, reference §3.1):
 * - PullOutScroll { spell }: Free ("pull out spell scroll"); PutAwayScroll: Simple ("put away
 *   spell scroll"). One scroll in hand at a time (`data.scroll`), and it needs a free hand;
 * - MountHorse: Complex ("mount horse"; Simple at Horsemanship 5, Free at 7); DismountHorse:
 *   Simple ("dismount horse"; Free at Horsemanship 5) — reference §3.1, option
 *   skillMasteryActions. Mounting needs the sheet's `horse` and not being Prone;
 * - StringBow: Complex ("string bow for use"; Simple at Kyujutsu 3), the bow in hand (keyword
 *   `bow`) not yet strung (`data.strung`); an unstrung bow cannot shoot (attack/decide.ts);
 * - ActivateKata { kata }: Simple ("Activate kata"), a kata of the sheet, in the Stance it names;
 *   it stays active (`data.kata`) until the Stance changes (actions/feature.ts). Option
 *   kataInOwnStance: a kata that names a Stance may be activated in it even where that Stance
 *   allows no Simple Action (Full Attack, Full Defense), else no such kata could ever be used.
 */
import {
  copyCombatant,
  refuse,
  type Combatant,
  type CombatState,
  type Result,
} from '../../../engine/index.js';
import { optionOf } from '../options.js';
import { STANCE_NAMES, type Level } from '../sheet.js';
import { copyData, dataOf, isProne, sheetOf, str, weaponOf } from '../state.js';
import { action, costed, handsFull, masteryRank, noFreeHand, type MinorPlan } from './plan.js';

function planPullOut(
  state: CombatState,
  c: Combatant,
  name: string | undefined,
): Result<MinorPlan> {
  if (!name) return refuse('l5r4e/bad-spell', 'PullOutScroll needs a spell: { spell: "…" }');
  const spells = sheetOf(c).spells;
  const spell = spells.find((s) => s.name === name);
  if (!spell)
    return refuse(
      'l5r4e/no-such-spell',
      `${c.name} has no scroll of "${name}" (spells: ${spells.map((s) => s.name).join(', ') || 'none'})`,
    );
  const scroll = dataOf(c).scroll;
  if (scroll !== null)
    return refuse(
      'l5r4e/scroll-in-hand',
      `${c.name} already holds the scroll of ${scroll}: put it away (Simple) or drop it (Free) first`,
    );
  if (handsFull(c)) return noFreeHand(c);
  return costed(state, c, action('free', 'scroll'), 'ScrollPulledOut', { spell: spell.name });
}

function planPutAway(state: CombatState, c: Combatant): Result<MinorPlan> {
  const scroll = dataOf(c).scroll;
  if (scroll === null) return refuse('l5r4e/no-scroll', `${c.name} holds no spell scroll`);
  return costed(state, c, action('simple', 'put-away-scroll'), 'ScrollPutAway', { spell: scroll });
}

/** reference §3.1 (S9): mounting is Simple at Horsemanship 5, Free at 7. */
function mountLevel(state: CombatState, c: Combatant): Level {
  const rank = masteryRank(state, c, 'horsemanship');
  return rank >= 7 ? 'free' : rank >= 5 ? 'simple' : 'complex';
}

function planMount(state: CombatState, c: Combatant): Result<MinorPlan> {
  if (!sheetOf(c).horse) return refuse('l5r4e/no-horse', `${c.name} has no horse at hand`);
  if (dataOf(c).mounted) return refuse('l5r4e/mounted', `${c.name} is already mounted`);
  if (isProne(c))
    return refuse('l5r4e/prone', `${c.name} is Prone: stand up first (reference §11.3)`);
  return costed(state, c, action(mountLevel(state, c), 'mount'), 'HorseMounted');
}

function planDismount(state: CombatState, c: Combatant): Result<MinorPlan> {
  if (!dataOf(c).mounted) return refuse('l5r4e/not-mounted', `${c.name} is not mounted`);
  const level = masteryRank(state, c, 'horsemanship') >= 5 ? 'free' : 'simple';
  return costed(state, c, action(level, 'dismount'), 'HorseDismounted');
}

function planStringBow(state: CombatState, c: Combatant): Result<MinorPlan> {
  const bow = weaponOf(c);
  if (!bow.keywords.includes('bow'))
    return refuse('l5r4e/no-bow', `${c.name} holds no bow (a weapon with the keyword "bow")`);
  if (dataOf(c).strung) return refuse('l5r4e/strung', `${c.name}'s ${bow.name} is already strung`);
  // reference §3.1 (S9): stringing a bow is Simple at Kyujutsu 3.
  const level = masteryRank(state, c, 'kyujutsu') >= 3 ? 'simple' : 'complex';
  return costed(state, c, action(level, 'string-bow'), 'BowStrung', { weapon: bow.name });
}

/** The combatant as seen by budget.gate in the Attack Stance (option kataInOwnStance). */
function inAttackStance(c: Combatant): Combatant {
  const n = copyCombatant(c);
  const d = copyData(dataOf(c));
  d.stance = 'attack';
  n.data = d;
  return n;
}

function planKata(state: CombatState, c: Combatant, name: string | undefined): Result<MinorPlan> {
  if (!name) return refuse('l5r4e/bad-kata', 'ActivateKata needs a kata: { kata: "…" }');
  const all = sheetOf(c).kata;
  const kata = all.find((k) => k.name === name);
  if (!kata)
    return refuse(
      'l5r4e/no-such-kata',
      `${c.name} knows no kata "${name}" (kata: ${all.map((k) => k.name).join(', ') || 'none'})`,
    );
  const d = dataOf(c);
  if (d.kata === kata.name) return refuse('l5r4e/kata-active', `${kata.name} is already active`);
  if (kata.stance !== undefined && kata.stance !== d.stance)
    return refuse(
      'l5r4e/kata-stance',
      `the kata ${kata.name} needs the ${STANCE_NAMES[kata.stance]} Stance`,
    );
  const own = kata.stance !== undefined && optionOf(state, 'kataInOwnStance', true, [true, false]);
  const who = own ? inAttackStance(c) : c;
  return costed(state, who, action('simple', 'kata'), 'KataActivated', { kata: kata.name });
}

/** Checks and costs a scroll, horse, bow or kata Action. */
export function planGear(
  state: CombatState,
  c: Combatant,
  type: string,
  data: Readonly<Record<string, unknown>>,
): Result<MinorPlan> {
  switch (type) {
    case 'PullOutScroll':
      return planPullOut(state, c, str(data, 'spell')?.trim());
    case 'PutAwayScroll':
      return planPutAway(state, c);
    case 'MountHorse':
      return planMount(state, c);
    case 'DismountHorse':
      return planDismount(state, c);
    case 'StringBow':
      return planStringBow(state, c);
    case 'ActivateKata':
      return planKata(state, c, str(data, 'kata')?.trim());
    default:
      return refuse('l5r4e/unknown-command', `unknown command ${type}`);
  }
}
