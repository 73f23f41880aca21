/**
 * The other Actions of seed 000's lists (draw and sheathe weapons, items, scrolls, horses, bows,
 * kata, skill use) and the active kata: commands, events, log lines and menu entries.
 * DropWeapon, PickUpWeapon, Speak and StandUp are decided by decide.ts (planMinor too); this
 * feature adds their off hand and the `dropped` flags.
 */
import {
  ok,
  type ActionOption,
  type Combatant,
  type CombatState,
  type GameEvent,
  type Rolled,
  own,
} from '../../../engine/index.js';
import { gate } from './budget.js';
import { byCurrent } from './command.js';
import {
  costText as cost,
  levelText as level,
  nameOf as name,
  raisesText,
  shown,
} from './lines.js';
import { decideMinor, planMinor } from './minor.js';
import {
  isWeaponSkill,
  MENU_TN,
  planSkill,
  resolveSkill,
  SKILL_ACTION,
  SKILL_TRAITS,
} from './skills.js';
import { copyData, dataOf, sheetOf, updateData, weaponOf } from '../state.js';
import { performed } from './spend.js';
import type { CommandData, Feature, FeatureDecide } from '../state.js';

type Change = (n: ReturnType<typeof copyData>, e: GameEvent) => void;

/** The actor pays the Action (spent) and their data changes. */
const paid =
  (change: Change) =>
  (state: CombatState, event: GameEvent): CombatState =>
    performed(state, event, (d) => {
      const n = copyData(d);
      change(n, event);
      return n;
    });

/** The actor's data changes; the core evolve already took the cost off (WeaponDropped, …). */
const also =
  (change: Change) =>
  (state: CombatState, event: GameEvent): CombatState =>
    updateData(state, event.data['actor'] as string, (d) => {
      const n = copyData(d);
      change(n, event);
      return n;
    });

const hand = (e: GameEvent): 'main' | 'off' => (e.data['hand'] === 'off' ? 'off' : 'main');

const minor = (type: string): FeatureDecide =>
  byCurrent((state, c, data) => decideMinor(state, c, type, data));

const MINOR_COMMANDS = [
  'DrawWeapon',
  'SheatheWeapon',
  'DropItem',
  'PickUpItem',
  'PullOutScroll',
  'PutAwayScroll',
  'MountHorse',
  'DismountHorse',
  'StringBow',
  'ActivateKata',
] as const;

const useSkill: FeatureDecide = byCurrent((state, c, data, dice) => {
  const plan = planSkill(state, c, data);
  return plan.ok ? ok(resolveSkill(plan.value, dice)) : plan;
});

/** Adds the menu entry of a small Action command when planMinor accepts it now. */
function minorEntry(
  out: ActionOption[],
  state: CombatState,
  c: Combatant,
  type: string,
  data: CommandData | undefined,
  label: string,
): void {
  const plan = planMinor(state, c, type, data ?? NO_DATA);
  if (plan.ok)
    out.push({
      command: data ? { type, data } : { type },
      label: `${label} (${level(plan.value.spent)})`,
    });
}

/** The data planMinor checks for a command without any (none is handed out). */
const NO_DATA: CommandData = {};

function weaponEntries(out: ActionOption[], state: CombatState, c: Combatant): void {
  const s = sheetOf(c);
  const main = s.weapon.name === 'unarmed' ? undefined : s.weapon.name;
  if (main) {
    minorEntry(out, state, c, 'DrawWeapon', undefined, `Draw the ${main}`);
    minorEntry(out, state, c, 'SheatheWeapon', undefined, `Sheathe the ${main}`);
  }
  const off = s.offHand?.name;
  if (off) {
    const data = { hand: 'off' };
    minorEntry(out, state, c, 'DrawWeapon', data, `Draw the ${off} in the off hand`);
    minorEntry(out, state, c, 'SheatheWeapon', data, `Sheathe the off-hand ${off}`);
    minorEntry(out, state, c, 'DropWeapon', data, `Drop the off-hand ${off}`);
    minorEntry(out, state, c, 'PickUpWeapon', data, `Pick up the ${off}`);
  }
  minorEntry(out, state, c, 'StringBow', undefined, `String the ${weaponOf(c).name}`);
}

function gearEntries(out: ActionOption[], state: CombatState, c: Combatant): void {
  const s = sheetOf(c);
  const d = dataOf(c);
  if (d.scroll !== null)
    minorEntry(out, state, c, 'DropItem', { item: d.scroll }, `Drop the scroll of ${d.scroll}`);
  minorEntry(out, state, c, 'PutAwayScroll', undefined, `Put away the scroll of ${d.scroll ?? ''}`);
  for (const spell of s.spells)
    minorEntry(
      out,
      state,
      c,
      'PullOutScroll',
      { spell: spell.name },
      `Pull out the scroll of ${spell.name}`,
    );
  minorEntry(out, state, c, 'MountHorse', undefined, 'Mount the horse');
  minorEntry(out, state, c, 'DismountHorse', undefined, 'Dismount');
  for (const kata of s.kata)
    minorEntry(
      out,
      state,
      c,
      'ActivateKata',
      { kata: kata.name },
      `Activate the kata ${kata.name}`,
    );
}

/** UseSkill at the Average TN (reference §1.1) for each non-Weapon Skill with a usual Trait. */
function skillEntries(out: ActionOption[], state: CombatState, c: Combatant): void {
  // planSkill accepts these entries unless the budget refuses the Action (it costs it last).
  if (!gate(state, c, SKILL_ACTION).ok) return;
  const skills = sheetOf(c).skills;
  for (const skill in skills) {
    const trait = own(SKILL_TRAITS, skill);
    if ((skills[skill] ?? 0) < 1 || !trait || isWeaponSkill(skill)) continue;
    const data = { skill, trait, tn: MENU_TN };
    if (!planSkill(state, c, data).ok) continue;
    out.push({
      command: { type: 'UseSkill', data },
      label: `Use ${skill} (${trait}) at TN ${MENU_TN} (Complex)`,
    });
  }
}

/** The kata ends when the Stance changes (a kata naming the new Stance stays). */
function stanceChosen(state: CombatState, event: GameEvent): CombatState {
  const id = event.data['id'] as string;
  const c = own(state.combatants, id);
  if (!c) return state;
  const d = dataOf(c);
  if (d.kata === null) return state;
  const kata = sheetOf(c).kata.find((k) => k.name === d.kata);
  if (kata?.stance !== undefined && kata.stance === event.data['stance']) return state;
  return updateData(state, id, (x) => {
    const n = copyData(x);
    n.kata = null;
    return n;
  });
}

const handText = (e: GameEvent): string => (hand(e) === 'off' ? ' in the off hand' : '');

export const actionsFeature: Feature = {
  name: 'actions',
  commands: {
    ...Object.fromEntries(MINOR_COMMANDS.map((type) => [type, minor(type)])),
    UseSkill: useSkill,
  },
  evolve: {
    WeaponDrawn: paid((n, e) => {
      if (hand(e) === 'off') n.offArmed = true;
      else n.armed = true;
    }),
    WeaponSheathed: paid((n, e) => {
      if (hand(e) === 'off') n.offArmed = false;
      else n.armed = false;
    }),
    // The core evolve takes the cost off and sets `armed`; here the weapon lies on the ground.
    WeaponDropped: also((n) => {
      n.dropped = true;
    }),
    WeaponPickedUp: also((n) => {
      n.dropped = false;
    }),
    OffHandDropped: paid((n) => {
      n.offArmed = false;
      n.offDropped = true;
    }),
    OffHandPickedUp: paid((n) => {
      n.offArmed = true;
      n.offDropped = false;
    }),
    ItemDropped: paid((n, e) => {
      if (e.data['scroll'] === true) n.scroll = null;
    }),
    ItemPickedUp: paid(() => undefined),
    ScrollPulledOut: paid((n, e) => {
      n.scroll = e.data['spell'] as string;
    }),
    ScrollPutAway: paid((n) => {
      n.scroll = null;
    }),
    HorseMounted: paid((n) => {
      n.mounted = true;
    }),
    HorseDismounted: paid((n) => {
      n.mounted = false;
    }),
    BowStrung: paid((n) => {
      n.strung = true;
    }),
    KataActivated: paid((n, e) => {
      n.kata = e.data['kata'] as string;
    }),
    SkillUsed: paid((n, e) => {
      if (e.data['center'] === true) n.centerUsed = true;
    }),
    StanceChosen: stanceChosen,
  },
  describe: {
    WeaponDrawn: (e, s) =>
      `${name(s, e.data['actor'])} draws the ${e.data['weapon'] as string}${handText(e)}${cost(e.data['spent'])}`,
    WeaponSheathed: (e, s) =>
      `${name(s, e.data['actor'])} sheathes the ${e.data['weapon'] as string}${cost(e.data['spent'])}`,
    OffHandDropped: (e, s) =>
      `${name(s, e.data['actor'])} drops the off-hand ${e.data['weapon'] as string}${cost(e.data['spent'])}`,
    OffHandPickedUp: (e, s) =>
      `${name(s, e.data['actor'])} picks up the ${e.data['weapon'] as string} in the off hand${cost(e.data['spent'])}`,
    ItemDropped: (e, s) =>
      `${name(s, e.data['actor'])} drops ${e.data['scroll'] ? 'the scroll of ' : ''}${e.data['item'] as string}${cost(e.data['spent'])}`,
    ItemPickedUp: (e, s) =>
      `${name(s, e.data['actor'])} picks up ${e.data['item'] as string}${cost(e.data['spent'])}`,
    ScrollPulledOut: (e, s) =>
      `${name(s, e.data['actor'])} pulls out the scroll of ${e.data['spell'] as string}${cost(e.data['spent'])}`,
    ScrollPutAway: (e, s) =>
      `${name(s, e.data['actor'])} puts away the scroll of ${e.data['spell'] as string}${cost(e.data['spent'])}`,
    HorseMounted: (e, s) => `${name(s, e.data['actor'])} mounts the horse${cost(e.data['spent'])}`,
    HorseDismounted: (e, s) => `${name(s, e.data['actor'])} dismounts${cost(e.data['spent'])}`,
    BowStrung: (e, s) =>
      `${name(s, e.data['actor'])} strings the ${e.data['weapon'] as string}${cost(e.data['spent'])}`,
    KataActivated: (e, s) =>
      `${name(s, e.data['actor'])} activates the kata ${e.data['kata'] as string}${cost(e.data['spent'])}`,
    SkillUsed: (e, s) => {
      const d = e.data;
      return `${name(s, d['actor'])} uses ${d['skill'] as string} (${d['trait'] as string})${cost(d['spent'])}: ${shown(d['roll'] as Rolled)} vs TN ${d['tn'] as number}${raisesText(d['raises'])} — ${d['success'] ? 'success' : 'failure'}`;
    },
  },
  // An array, not a generator: the menu is built after every Action (legalActions, autoEndTurn).
  legal: (state, c) => {
    const out: ActionOption[] = [];
    weaponEntries(out, state, c);
    gearEntries(out, state, c);
    skillEntries(out, state, c);
    return out;
  },
};
