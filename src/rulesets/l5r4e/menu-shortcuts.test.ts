/**
 * The menu's shortcuts change nothing: the attack entries (planned once per target and hand, with
 * the budget checked first and unaffordable maneuvers skipped) are exactly those the plain
 * enumeration with planAttack accepts, in the same order, with the odds hook's odds; and
 * autoEndTurn (which stops at the first legal option) says what the whole menu says.
 */
import { describe, expect, it } from 'vitest';
import { createRng } from '../../dice/index.js';
import {
  commandDice,
  createCombat,
  decide,
  evolve,
  type Command,
  type CombatState,
} from '../../engine/index.js';
import { autoEndTurn, canStillMove } from './menu.js';
import { planAttack } from './attack/decide.js';
import { l5r4e } from './index.js';
import { isKatana } from './maneuvers/maneuvers.js';
import { canSpendVoid } from './rolls/roll.js';
import { enemiesOf, offHandOf, weaponOf } from './state.js';
import { akodo, bayushi } from './test-kit.js';

type Data = Record<string, unknown>;

const OFFERED: readonly (readonly [string, string | undefined])[] = [
  ['calledShot', 'arm'],
  ['calledShot', 'hand'],
  ['calledShot', 'head'],
  ['calledShot', 'eye'],
  ['disarm', undefined],
  ['extraAttack', undefined],
  ['feint', undefined],
  ['knockdown', undefined],
];

/** The attack commands of the menu, enumerated the plain way: planAttack on every candidate. */
function referenceAttacks(state: CombatState, id: string): Command[] {
  const c = state.combatants[id];
  if (!c) return [];
  const out: Command[] = [];
  const off = offHandOf(c);
  const voidOk = canSpendVoid(state, c).ok;
  for (const e of enemiesOf(state, c))
    for (const hand of off ? ['main', 'off'] : ['main']) {
      const base: Data = hand === 'off' ? { target: e.id, hand } : { target: e.id };
      const accept = (data: Data): boolean => {
        const ok = planAttack(state, c, data).ok;
        if (ok) out.push({ type: 'Attack', data });
        return ok;
      };
      const first = planAttack(state, c, base);
      if (!first.ok) continue;
      out.push({ type: 'Attack', data: base });
      for (let raises = 1; raises <= first.value.maxRaises; raises++)
        if (!accept({ ...base, raises })) break;
      for (const [maneuver, location] of OFFERED)
        accept(location === undefined ? { ...base, maneuver } : { ...base, maneuver, location });
      if (!voidOk) continue;
      accept({ ...base, void: true });
      if (isKatana(hand === 'off' && off ? off : weaponOf(c)))
        accept({ ...base, voidDamage: true });
    }
  return out;
}

/**
 * The state right after the rule set's events of a command, before the kernel's own steps: what
 * the kernel hands autoEndTurn (the states between commands never have nothing left to do).
 */
function afterAction(state: CombatState, command: Command): CombatState | undefined {
  if (['EndTurn', 'Delay', 'DeclineReaction'].includes(command.type)) return undefined;
  const r = l5r4e.decide(state, command, { dice: commandDice(state.seed, state.version, true) });
  if (!r.ok) return undefined;
  let s = state;
  for (const e of r.value) s = evolve(l5r4e, s, e);
  return s.status === 'active' && !s.pending && s.current !== null ? s : undefined;
}

/** autoEndTurn says what the whole menu says (and the Moves the menu does not list). */
function checkAutoEnd(s: CombatState): boolean {
  const id = s.current ?? '';
  const c = s.combatants[id];
  if (!c || s.pending) return false;
  const nothingLeft = !canStillMove(s, c) && l5r4e.legalActions(s, id).length === 1;
  expect(autoEndTurn(s, id)).toBe(nothingLeft);
  return nothingLeft;
}

function apply(state: CombatState, command: Command): CombatState {
  const r = decide(l5r4e, state, command);
  if (!r.ok) throw new Error(`${JSON.stringify(command)} refused: ${r.error.message}`);
  let s = state;
  for (const e of r.value) s = evolve(l5r4e, s, e);
  return { ...s, version: s.version + 1 };
}

const FIGHTERS: readonly (readonly Data[])[] = [
  [akodo(), bayushi()],
  [
    akodo({ offHand: 'wakizashi', skills: { kenjutsu: 10, defense: 2 } }),
    bayushi({
      techniques: [
        {
          name: 'Way of the Scorpion',
          effects: {
            freeRaises: { feint: 1, calledShot: 1 },
            raiseCost: { knockdown: 1, increasedDamage: 0 },
            damageDice: '1k0',
            simpleAttacks: true,
          },
        },
      ],
    }),
    bayushi({ id: 'shosuro', position: { x: 5, y: 5 }, skills: {} }),
  ],
  [
    akodo({
      id: 'archer',
      position: { x: -30, y: 0 },
      skills: { kyujutsu: 3 },
      weapon: { name: 'yumi', damage: '2k2', skill: 'kyujutsu', range: 250, strength: 3 },
    }),
    akodo({ id: 'matsu', position: { x: 0, y: 5 } }),
    bayushi({ position: { x: 20, y: 0 } }),
    bayushi({ id: 'soshi', position: { x: 25, y: 5 }, weapon: undefined }),
  ],
];

describe('menu shortcuts', () => {
  it('attack entries, odds and autoEndTurn agree with the plain enumeration under random play', () => {
    let states = 0;
    let attacks = 0;
    let ends = 0;
    for (const [i, fighters] of FIGHTERS.entries())
      for (let seed = 0; seed < 12; seed++) {
        const made = createCombat(l5r4e, { ruleSet: 'l5r4e', seed, combatants: [...fighters] });
        if (!made.ok) throw new Error(JSON.stringify(made.error));
        const rng = createRng(`shortcuts-${i}-${seed}`);
        let s = apply(made.value, { type: 'StartCombat' });
        for (let step = 0; s.status === 'active' && step < 150; step++) {
          const id = s.current ?? '';
          const menu = l5r4e.legalActions(s, id);
          const shown = menu.filter((o) => o.command.type === 'Attack');
          expect(shown.map((o) => o.command)).toEqual(referenceAttacks(s, id));
          for (const o of shown) expect(o.odds).toEqual(l5r4e.odds?.(s, o.command));
          checkAutoEnd(s);
          states++;
          attacks += shown.length;
          const pick = menu[rng.int(menu.length)];
          if (!pick) break;
          const mid = afterAction(s, pick.command);
          if (mid && checkAutoEnd(mid)) ends++;
          s = apply(s, pick.command);
        }
      }
    // The walk must have met the cases it is about.
    expect(states).toBeGreaterThan(500);
    expect(attacks).toBeGreaterThan(1000);
    expect(ends).toBeGreaterThan(0);
  });
});
