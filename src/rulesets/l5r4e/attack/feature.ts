/**
 * Maneuvers, off-hand fighting, Guard and Void Points (seed 000; reference §1.5, §5, §9.7). The
 * Attack command itself is a turn Action of the core (attack/decide.ts); this feature adds Guard
 * and SpendVoid, the bookkeeping of maneuvers (Extra Attack's follow-up, Disarm, the Free Raises
 * of a lost weapon grapple), their log lines and menu entries.
 */
import { own } from '../../../engine/index.js';
import type { ActionOption, CombatState, GameEvent, Rolled } from '../../../engine/index.js';
import { performer, performed } from '../actions/index.js';
import { planGuard } from './guard.js';
import { decideSpendVoid, type VoidUse } from '../void/index.js';
import { guards, voidUses } from './menu.js';
import { copyData, dataOf, updateData } from '../state.js';
import type { Spent } from '../actions/index.js';
import type { Feature } from '../state.js';

const shown = (r: Rolled): string => r.record?.breakdown ?? `${r.expression} = ${r.total}`;

const nameOf = (state: CombatState, id: unknown): string =>
  own(state.combatants, id as string)?.name ?? String(id);

/**
 * After an attack: Extra Attack's follow-up is taken (or owed, on a hit: seed 000 "If the first
 * attack succeeds with the Raises, the character immediately (after resolving damage) gets another
 * attack"; "once per Turn", tried or not), a lost weapon grapple's Free Raises are used up, the
 * Center bonus is used.
 */
function afterAttack(state: CombatState, event: GameEvent, hit: boolean): CombatState {
  const e = event.data;
  const followUp = e['followUp'] === true;
  const extra = e['maneuver'] === 'extraAttack';
  const disarm = ((e['disarmFreeRaises'] as number | undefined) ?? 0) > 0;
  const center = e['center'] === true;
  if (!followUp && !extra && !disarm && !center) return state;
  return updateData(state, e['actor'] as string, (d) => {
    const n = copyData(d);
    if (followUp) n.followUps = Math.max(0, d.followUps - 1);
    if (extra) {
      n.extraAttackUsed = true;
      if (hit) n.followUps += 1;
    }
    if (disarm) n.disarmFreeRaises = 0;
    if (center) n.centerUsed = true;
    return n;
  });
}

/** seed 000: "If the attacker wins, the target drops the weapon" (or it breaks, an option). */
function disarmed(state: CombatState, event: GameEvent): CombatState {
  const e = event.data;
  if (e['won'] !== true) return state;
  return updateData(state, e['target'] as string, (d) => {
    const n = copyData(d);
    if (e['hand'] === 'off') {
      n.offArmed = false;
      n.offDropped = true;
    } else {
      n.armed = false;
      // A broken weapon is not on the ground to be picked up.
      n.dropped = e['broken'] !== true;
      if (e['broken'] === true) n.broken = true;
    }
    return n;
  });
}

function voidSpent(state: CombatState, event: GameEvent): CombatState {
  const e = event.data;
  const use = e['use'] as VoidUse;
  const amount = e['amount'] as number;
  return updateData(state, e['id'] as string, (d) => {
    const n = copyData(d);
    n.voidPoints = d.voidPoints - 1;
    n.voidRound = state.round;
    if (use === 'armor') n.voidArmorRound = state.round;
    if (use === 'reduceWounds') {
      n.wounds = Math.max(0, d.wounds - amount);
      n.lastHit = d.lastHit && {
        wounds: d.lastHit.wounds - amount,
        round: d.lastHit.round,
        turn: d.lastHit.turn,
      };
    }
    return n;
  });
}

/** Owed follow-ups end with the Turn ("immediately"); so do the Free Raises toward Disarm. */
function turnEnded(state: CombatState, event: GameEvent): CombatState {
  const id = event.data['id'] as string;
  const c = own(state.combatants, id);
  if (!c) return state;
  const d = dataOf(c);
  if (d.followUps === 0 && d.disarmFreeRaises === 0) return state;
  return updateData(state, id, (old) => {
    const n = copyData(old);
    n.followUps = 0;
    n.disarmFreeRaises = 0;
    return n;
  });
}

function contestLine(state: CombatState, event: GameEvent, what: string, outcome: string): string {
  const e = event.data;
  return `${what}: ${nameOf(state, e['actor'])} Strength ${shown(e['attackerRoll'] as Rolled)} vs ${nameOf(state, e['target'])} ${shown(e['defenderRoll'] as Rolled)} — ${outcome}`;
}

export const attacksFeature: Feature = {
  name: 'attacks',
  commands: {
    Guard: (state, _actor, data) => {
      const c = performer(state);
      if (!c.ok) return c;
      const e = planGuard(state, c.value, data);
      return e.ok ? { ok: true, value: [e.value] } : e;
    },
    SpendVoid: (state, actor, data) => decideSpendVoid(state, actor, data),
  },
  evolve: {
    AttackHit: (state, event) => afterAttack(state, event, true),
    AttackMissed: (state, event) => afterAttack(state, event, false),
    DisarmContested: disarmed,
    Guarded: (state, event) =>
      performed(state, event, (d) => {
        const n = copyData(d);
        n.guarding = event.data['target'] as string;
        return n;
      }),
    VoidSpent: voidSpent,
    TurnEnded: turnEnded,
  },
  describe: {
    Guarded: (event, state) => {
      const e = event.data;
      const spent = e['spent'] as Spent | undefined;
      const level = spent?.slots === 1 ? ' (Simple)' : '';
      return `${nameOf(state, e['actor'])} guards ${nameOf(state, e['target'])}${level}: +10 to their Armor TN, −5 to ${nameOf(state, e['actor'])}'s, while within 5 ft until ${nameOf(state, e['actor'])}'s next Turn`;
    },
    VoidSpent: (event, state) => {
      const e = event.data;
      const who = nameOf(state, e['id']);
      switch (e['use'] as VoidUse) {
        case 'armor':
          return `${who} spends a Void Point: +10 Armor TN this Round`;
        case 'initiative':
          return `${who} spends a Void Point: +10 Initiative for the rest of the fight`;
        case 'swapInitiative':
          return `${who} spends a Void Point: swaps Initiative with ${nameOf(state, e['with'])} for the rest of the fight`;
        case 'reduceWounds':
          return `${who} spends a Void Point: ${e['amount'] as number} Wounds fewer from the last hit`;
      }
    },
    DisarmContested: (event, state) => {
      const e = event.data;
      const t = nameOf(state, e['target']);
      const w = e['weapon'] as string;
      const outcome =
        e['won'] !== true
          ? `${t} keeps the ${w}`
          : e['broken'] === true
            ? `the ${w} breaks`
            : `${t} drops the ${w}`;
      return contestLine(state, event, 'Disarm', outcome);
    },
    KnockdownContested: (event, state) => {
      const t = nameOf(state, event.data['target']);
      const outcome =
        event.data['won'] === true ? `${t} is knocked Prone` : `${t} keeps their feet`;
      return contestLine(state, event, 'Knockdown', outcome);
    },
  },
  // An array, not a generator: the menu is built after every Action (legalActions, autoEndTurn).
  legal: (state, c) => {
    const out: ActionOption[] = [];
    guards(out, state, c);
    voidUses(out, state, c);
    return out;
  },
  // seed 000: Extra Attack's second attack comes "immediately (after resolving damage)": nothing
  // else until it is made (or the Turn ends).
};
