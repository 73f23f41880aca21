/**
 * The rule set's evolve: applies every event (the kernel's too) to combatant.data. Immutable and
 * cheap: only the combatants an event touches are copied.
 */
import type { CombatState, GameEvent } from '../../engine/index.js';
import { SLOTS_PER_TURN, markTurnUsed, performed, takeWounds } from './actions/index.js';
import { features } from './features/index.js';
import type { Data, Stance } from './sheet.js';
import { copyData, updateData } from './state.js';

function armed(d: Data, value: boolean): Data {
  const n = copyData(d);
  n.armed = value;
  return n;
}

/** Applies the core's part of an event, then every feature's (features/registry.ts). */
export function evolve(state: CombatState, event: GameEvent): CombatState {
  const next = core(state, event);
  const lookups = features();
  const own = lookups.evolve.get(event.type);
  const after = own ? own(next, event) : next;
  // Handlers registered as '*' see every event (e.g. an event with `center: true` uses the bonus).
  const any = lookups.evolveAny;
  return any ? any(after, event) : after;
}

function core(state: CombatState, event: GameEvent): CombatState {
  const e = event.data;
  switch (event.type) {
    case 'TurnStarted':
      // One Turn per Round: the Turn's budget and the Round's Free Actions and feet start afresh.
      return updateData(state, e['id'] as string, (d) => {
        const n = copyData(d);
        n.slots = SLOTS_PER_TURN;
        n.stanceSet = false;
        n.freeUsed = [];
        n.moved = 0;
        // seed 000: Extra Attack "once per Turn"; Guard lasts "until your next Turn".
        n.extraAttackUsed = false;
        n.followUps = 0;
        n.guarding = null;
        return n;
      });
    case 'StanceChosen':
      return updateData(state, e['id'] as string, (d) => {
        const n = copyData(d);
        n.stance = e['stance'] as Stance;
        n.stanceSet = state.status === 'active';
        return n;
      });
    case 'SurpriseDeclared': {
      let next = state;
      for (const id of e['ids'] as string[])
        next = updateData(next, id, (d) => {
          const n = copyData(d);
          n.surprised = true;
          return n;
        });
      return next;
    }
    case 'AttackHit':
      return takeWounds(performed(state, event), e['target'] as string, e['wounds'] as number);
    case 'Moved': {
      const next = performed(state, event, (d) => {
        const n = copyData(d);
        n.moved = d.moved + (e['feet'] as number);
        return n;
      });
      // The kernel applies Moved itself (the position) and so does not mark the Turn as used, as
      // it does for other events with an actor: a Move is an Action, so mark it here.
      const byCurrent = e['actor'] !== undefined && e['actor'] === state.current;
      return byCurrent ? markTurnUsed(next) : next;
    }
    case 'WeaponDropped':
      return performed(state, event, (d) => armed(d, false));
    case 'WeaponPickedUp':
      return performed(state, event, (d) => armed(d, true));
    case 'AttackMissed':
    case 'Spoke':
    case 'StoodUp':
      return performed(state, event);
    case 'WoundsAdjusted':
      return updateData(state, e['id'] as string, (d) => {
        const n = copyData(d);
        n.wounds = e['wounds'] as number;
        n.dead = e['dead'] as boolean;
        return n;
      });
    default:
      return state;
  }
}
