// @ts-check
/**
 * Test helpers for Two Sixes: a fight of given combatants, started with scripted initiative dice,
 * and commands sent with the faces their rolls take (`meta.faces`), through the package's API only.
 */
import { Combat, createCombat } from 'fray';
import { twoSixes } from './index.js';
import { dataOf } from './state.js';

/** @import { Command, GameEvent } from 'fray' */

/**
 * A combatant's encounter entry: a plain fighter unless `over` says otherwise.
 * @param {string} id
 * @param {string} side
 * @param {Record<string, unknown>} [over]
 */
export const fighter = (id, side, over = {}) => ({
  id,
  side,
  hp: 10,
  skill: 2,
  armor: 1,
  speed: 3,
  weapon: { name: 'sword', damage: '1d6' },
  ...over,
});

/**
 * A started fight: `initiative` are the 1d6 faces of the combatants in order.
 * @param {readonly Record<string, unknown>[]} combatants
 * @param {readonly number[]} initiative
 * @param {Record<string, unknown>} [options]
 */
export function fight(combatants, initiative, options = {}) {
  const made = createCombat(twoSixes, {
    ruleSet: twoSixes.id,
    combatants: [...combatants],
    options,
    seed: 1,
  });
  if (!made.ok) throw new Error(JSON.stringify(made.error));
  const c = Combat.start(twoSixes, made.value);
  send(c, { type: 'StartCombat' }, initiative);
  return c;
}

/**
 * Sends a command that must be accepted, with the faces of its dice; returns its events.
 * @param {Combat} c
 * @param {Command} command
 * @param {readonly number[]} [faces]
 * @returns {readonly GameEvent[]}
 */
export function send(c, command, faces) {
  const r = c.send(faces ? { ...command, meta: { ...command.meta, faces } } : command);
  if (!r.ok) throw new Error(`${command.type} refused: ${r.error.code}: ${r.error.message}`);
  return r.value;
}

/**
 * Sends a command that must be refused; returns the code (and checks nothing changed).
 * @param {Combat} c
 * @param {Command} command
 */
export function refusal(c, command) {
  const before = c.state;
  const r = c.send(command);
  if (r.ok) throw new Error(`${command.type} was accepted`);
  if (c.state !== before) throw new Error('a refused command changed the state');
  return r.error.code;
}

/**
 * The one AttackRolled of some events.
 * @param {readonly GameEvent[]} events
 */
export function attackOf(events) {
  const e = events.find((x) => x.type === 'AttackRolled');
  if (!e) throw new Error('no AttackRolled');
  return /** @type {import('./events.js').AttackRolledData} */ (/** @type {unknown} */ (e.data));
}

/**
 * Hit Points left.
 * @param {Combat} c
 * @param {string} id
 */
export const hpOf = (c, id) => dataOf(c.state, id).hp;
