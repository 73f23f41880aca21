/**
 * The other Actions of seed 000's lists (draw and sheathe weapons, items, scrolls, horses, bows,
 * kata, skill use), spells and the active kata: commands, events, log lines and menu entries.
 * DropWeapon, PickUpWeapon, Speak and StandUp are decided by decide.ts (planMinor too); this
 * feature adds their off hand and the `dropped` flags.
 */
import {
  ok,
  type ActionOption,
  type Combatant,
  type CombatState,
  type GameEvent,
  type Odds,
  type Rolled,
  own,
} from '../../../engine/index.js';
import { gate, type Spent } from './budget.js';
import { byCurrent } from './command.js';
import { decideMinor, planMinor } from './minor.js';
import {
  isWeaponSkill,
  MENU_TN,
  planSkill,
  resolveSkill,
  SKILL_ACTION,
  SKILL_TRAITS,
} from './skills.js';
import { planSpell, resolveSpell, spellTargets, type SpellPlan } from '../spells/index.js';
import { damageOdds, hitChance } from '../rolls/index.js';
import { copyData, dataOf, sheetOf, updateData, weaponOf } from '../state.js';
import { performed, takeWounds, woundsText } from './spend.js';
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

const castSpell: FeatureDecide = byCurrent((state, c, data, dice) => {
  const plan = planSpell(state, c, data);
  return plan.ok ? ok(resolveSpell(state, plan.value, dice)) : plan;
});

/** SpellCast: the cost (and the Center bonus), then the damage, then the healing. */
function spellCast(state: CombatState, event: GameEvent): CombatState {
  const e = event.data;
  let next = performed(state, event, (d) => {
    if (!e['center']) return d;
    const n = copyData(d);
    n.centerUsed = true;
    return n;
  });
  const target = e['target'] as string;
  if (e['damage'] !== undefined) next = takeWounds(next, target, e['wounds'] as number);
  const healed = e['healed'];
  if (typeof healed === 'number' && healed > 0)
    next = updateData(next, target, (d) => {
      const n = copyData(d);
      n.wounds = Math.max(0, d.wounds - healed);
      return n;
    });
  return next;
}

/** seed-level wording of a cost, as paid now (Crippled may pay more). */
function level(spent: Spent): string {
  const name = spent.slots === 2 ? 'Complex' : spent.slots === 1 ? 'Simple' : 'Free';
  return spent.void ? `${name}, 1 Void Point` : name;
}

function cost(spent: unknown): string {
  return spent ? ` (${level(spent as Spent)})` : '';
}

const shown = (r: Rolled): string => r.record?.breakdown ?? `${r.expression} = ${r.total}`;

const raisesText = (n: unknown): string =>
  typeof n === 'number' && n > 0 ? `, ${n} Raise${n > 1 ? 's' : ''}` : '';

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

function spellOdds(plan: SpellPlan, max: number): Odds {
  const { roll } = plan;
  const base = plan.baseTN + roll.tnPenalty;
  const withRaises: number[] = [];
  for (let r = 1; r <= max; r++) withRaises.push(hitChance(roll.notation, base, r));
  const note = `${roll.notation} vs TN ${plan.tn}${plan.damage ? `; damage ${plan.damage} − Reduction ${plan.reduction}` : ''}`;
  return {
    hit: hitChance(roll.notation, base, roll.raises),
    withRaises,
    ...(plan.damage ? { damage: damageOdds(plan.damage) } : {}),
    note,
  };
}

/** CastSpell on every target the spell may take, 0 … Void Ring Raises, with odds. */
function spellEntries(out: ActionOption[], state: CombatState, c: Combatant): void {
  const max = sheetOf(c).rings.void;
  for (const spell of sheetOf(c).spells) {
    const healOnly = spell.heal !== undefined && !spell.damage && spell.conditions.length === 0;
    for (const t of spellTargets(state, c, spell)) {
      if (healOnly && dataOf(t).wounds === 0) continue;
      for (let raises = 0; raises <= max; raises++) {
        const data = { spell: spell.name, target: t.id, ...(raises ? { raises } : {}) };
        const plan = planSpell(state, c, data);
        if (!plan.ok) break;
        const on = t.id === c.id ? 'on themself' : `on ${t.name}`;
        const label = `Cast ${spell.name} ${on}${raises ? ` with ${raises} Raise${raises > 1 ? 's' : ''}` : ''} (Complex)`;
        out.push({ command: { type: 'CastSpell', data }, label, odds: spellOdds(plan.value, max) });
      }
    }
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

const name = (state: CombatState, id: unknown): string =>
  own(state.combatants, id as string)?.name ?? String(id);

const handText = (e: GameEvent): string => (hand(e) === 'off' ? ' in the off hand' : '');

export const actionsFeature: Feature = {
  name: 'actions',
  commands: {
    ...Object.fromEntries(MINOR_COMMANDS.map((type) => [type, minor(type)])),
    UseSkill: useSkill,
    CastSpell: castSpell,
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
    SpellCast: spellCast,
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
    SpellCast: (e, s) => {
      const d = e.data;
      const on = d['target'] === d['actor'] ? '' : ` on ${name(s, d['target'])}`;
      const head = `${name(s, d['actor'])} casts ${d['spell'] as string}${on}${cost(d['spent'])}: ${shown(d['roll'] as Rolled)} vs TN ${d['tn'] as number}${raisesText(d['raises'])}`;
      if (!d['success']) return `${head} — the kami do not answer`;
      const parts: string[] = [];
      if (d['damage'] !== undefined) {
        const reduction = d['reduction'] ? ` − Reduction ${d['reduction'] as number}` : '';
        parts.push(
          `damage ${shown(d['damage'] as Rolled)}${reduction} → ${woundsText(s, d['target'], d['wounds'] as number)}`,
        );
      }
      if (d['heal'] !== undefined)
        parts.push(`heals ${shown(d['heal'] as Rolled)} → ${d['healed'] as number} Wounds`);
      if (d['rank'] !== undefined) parts.push(`${name(s, d['target'])} is ${d['rank'] as string}`);
      return `${head} — success${parts.length ? `; ${parts.join('; ')}` : ''}`;
    },
  },
  // An array, not a generator: the menu is built after every Action (legalActions, autoEndTurn).
  legal: (state, c) => {
    const out: ActionOption[] = [];
    weaponEntries(out, state, c);
    gearEntries(out, state, c);
    skillEntries(out, state, c);
    spellEntries(out, state, c);
    return out;
  },
};
