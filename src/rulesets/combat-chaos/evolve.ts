/**
 * The rule set's evolve: every event, the kernel's too, after the kernel applied its part: the
 * core's part (each event to the folder that folds it), then the attacks' maneuvers' and the
 * maneuvers' (issue 6). Updates are immutable and copy as little as they can (state.ts
 * `patchData`): the simulator folds thousands of fights a second.
 */
import type { CombatState, GameEvent } from '../../engine/index.js';
import { startRound, startTurn } from './actions/index.js';
import { ambushed, surprise } from './ambush/index.js';
import { attacked } from './attack/index.js';
import type {
  AmbushRolledData,
  AttackMadeData,
  HealthAdjustedData,
  MovedData,
  ReactionsQueuedData,
  SurpriseDeclaredData,
} from './events.js';
import { adjusted } from './health/index.js';
import { evolveAttacks, evolveManeuvers } from './maneuvers/index.js';
import { moved } from './move/index.js';
import { promote, queueCleared, queued, removed } from './reactions/index.js';

/** The core's part, then each feature's (issue 6). */
export function evolve(s: CombatState, e: GameEvent): CombatState {
  return evolveManeuvers(evolveAttacks(evolveCore(s, e), e), e);
}

function evolveCore(s: CombatState, e: GameEvent): CombatState {
  const d = e.data;
  switch (e.type) {
    case 'TurnStarted':
      return startTurn(s, d['id'] as string);
    case 'RoundStarted':
      return startRound(s, d['round'] as number);
    case 'Moved':
      return moved(s, d as MovedData);
    case 'AttackMade':
      return attacked(s, d as AttackMadeData);
    case 'ReactionsQueued':
      return queued(s, d as ReactionsQueuedData);
    case 'ReactionTaken':
    case 'ReactionDeclined':
      return promote(s);
    case 'CombatantRemoved':
      return removed(s, d['id']);
    case 'CombatEnded':
      return queueCleared(s);
    case 'HealthAdjusted':
      return adjusted(s, d as HealthAdjustedData);
    case 'AmbushRolled':
      return ambushed(s, d as AmbushRolledData);
    case 'SurpriseDeclared':
      return surprise(s, (d as SurpriseDeclaredData).ids);
    default:
      return s;
  }
}
