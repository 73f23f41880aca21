// A minimal fight loop for the engine benchmark: the same decide/evolve as the table, dice on the
// compiled fast path, no log. The policy is deliberately simple and works for every rule set: attack
// the nearest enemy still in the fight, else move towards it, else end the turn.
import { distance, step } from '../dist/engine/index.js';

function apply(rs, state, command) {
  const r = step(rs, state, command, { fast: true });
  if (!r.ok) return undefined;
  return { ...r.value.state, version: state.version + 1 };
}

function nearestEnemy(rs, state, me) {
  let best;
  let bestD = Infinity;
  for (const c of Object.values(state.combatants)) {
    if (c.side === me.side || !rs.inFight(state, c.id)) continue;
    const d = distance(me.position, c.position);
    if (d < bestD) {
      best = c;
      bestD = d;
    }
  }
  return best;
}

/** One turn's worth of commands for the current combatant. */
function takeTurn(rs, state) {
  if (state.pending) return apply(rs, state, { type: 'DeclineReaction' });
  const me = state.combatants[state.current];
  const foe = nearestEnemy(rs, state, me);
  if (foe) {
    const attacked = apply(rs, state, { type: 'Attack', data: { target: foe.id } });
    if (attacked) return attacked;
    const d = distance(me.position, foe.position);
    const to =
      d <= 1
        ? foe.position
        : {
            x: foe.position.x + ((me.position.x - foe.position.x) * 1) / d,
            y: foe.position.y + ((me.position.y - foe.position.y) * 1) / d,
          };
    for (const as of ['simple', 'free', undefined]) {
      const moved = apply(rs, state, { type: 'Move', data: as ? { to, as } : { to } });
      if (moved) return moved;
    }
  }
  return apply(rs, state, { type: 'EndTurn' });
}

/** Fights from a state in setup to the end (or a command cap); returns the final state. */
export function fight(rs, initial, maxCommands = 5000) {
  let state = apply(rs, initial, { type: 'StartCombat' });
  if (!state) throw new Error('StartCombat refused');
  for (let n = 0; state.status === 'active' && n < maxCommands; n++) {
    const next = takeTurn(rs, state);
    if (!next) throw new Error(`no legal step for ${state.current} in round ${state.round}`);
    state = next;
  }
  return state;
}
