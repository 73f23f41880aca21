/**
 * The commands the tactics send, built from the state and checked as decide checks them (so that
 * the engine never refuses one): those that never change are one frozen object each, the others
 * made once per weapon, spell or id and shared by every decision.
 */
import { type Combatant, type Command } from '../../../engine/index.js';
import { type Spell, type Weapon } from '../sheet.js';
import { sheetOf } from '../state.js';

export const END_TURN: Command = frozen({ type: 'EndTurn' });
export const DECLINE: Command = frozen({ type: 'DeclineReaction' });
export const BRACE: Command = frozen({ type: 'Brace' });
export const STAND: Command = frozen({ type: 'Stand' });
export const KIPUP_BONUS: Command = frozen({ type: 'Kipup', data: { as: 'bonus' } });
export const KIPUP_REACTION: Command = frozen({ type: 'Kipup' });
const DEFEND_SELF: Command = frozen({ type: 'Defend' });

/** A command shared by every decision that makes it: frozen, so that nobody can change it. */
function frozen(c: Command): Command {
  if (c.data) Object.freeze(c.data);
  return Object.freeze(c);
}

/** Commands keyed by an object of the sheet (a weapon, a spell) and a combatant id, made once. */
class CommandCache<K extends object> {
  private readonly map = new WeakMap<K, Map<string, Command>>();
  get(key: K, id: string, make: () => Command): Command {
    let byId = this.map.get(key);
    if (!byId) this.map.set(key, (byId = new Map<string, Command>()));
    let c = byId.get(id);
    if (!c) byId.set(id, (c = frozen(make())));
    return c;
  }
}

const attacks = new CommandCache<Weapon>();
export const reactAttacks = new CommandCache<Weapon>();
export const braceStrikes = new CommandCache<Weapon>();
const casts = new CommandCache<Spell>();
const byId = new Map<string, Map<string, Command>>();

/** A command whose data is one id (Defend { ally }, Constrict { target, as: bonus }, ...). */
function idCommand(kind: string, id: string, make: () => Command): Command {
  let m = byId.get(kind);
  if (!m) byId.set(kind, (m = new Map<string, Command>()));
  let c = m.get(id);
  if (!c) m.set(id, (c = frozen(make())));
  return c;
}

export const attackCommand = (w: Weapon, t: Combatant): Command =>
  attacks.get(w, t.id, () => ({ type: 'Attack', data: { target: t.id, weapon: w.name } }));

export const castCommand = (sp: Spell, t: Combatant): Command =>
  casts.get(sp, t.id, () => ({ type: 'CastSpell', data: { spell: sp.name, target: t.id } }));

export const defendCommand = (me: Combatant, ally: Combatant): Command =>
  ally.id === me.id
    ? DEFEND_SELF
    : idCommand('Defend', ally.id, () => ({ type: 'Defend', data: { ally: ally.id } }));

export const constrictCommand = (t: Combatant): Command =>
  idCommand('Constrict', t.id, () => ({ type: 'Constrict', data: { target: t.id, as: 'bonus' } }));

export const pickUpCommand = (weapon: string): Command =>
  idCommand('PickUp', weapon, () => ({ type: 'PickUp', data: { weapon } }));

const ESCAPE_ATHLETICS = frozen({ type: 'Escape', data: { how: 'athletics' } });
const ESCAPE_ACROBATICS = frozen({ type: 'Escape', data: { how: 'acrobatics' } });

/** Escape with the better of the two skills (maneuvers/arguments.ts bestSkill: athletics on a tie). */
export function escapeCommand(me: Combatant): Command {
  const k = sheetOf(me).skills;
  return k.acrobatics > k.athletics ? ESCAPE_ACROBATICS : ESCAPE_ATHLETICS;
}
