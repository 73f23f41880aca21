// A minimal fight loop for the engine benchmark: the same decide/evolve as the table, dice on the
// compiled fast path, no log, and a simple policy over the rule set's legal actions.
import { distance, step } from '../dist/engine/index.js';

/** The commands of the fight being played, when one is being recorded. */
let recording;

function apply(rs, state, command) {
  recording?.push(command);
  const r = step(rs, state, command, { fast: true });
  if (!r.ok) return undefined;
  return { ...r.value.state, version: state.version + 1 };
}

/** Plays a fight with the policy and returns its commands, for {@link replayFight}. */
export function recordFight(rs, initial, maxCommands = 5000) {
  recording = [];
  try {
    const end = fight(rs, initial, maxCommands);
    return { end, commands: recording };
  } finally {
    recording = undefined;
  }
}

/** The same fight again, command by command through decide + evolve only (no policy between). */
export function replayFight(rs, initial, commands) {
  let state = initial;
  for (const command of commands) {
    const r = step(rs, state, command, { fast: true });
    if (!r.ok) throw new Error(`replay: ${command.type} refused: ${r.error.message}`);
    state = { ...r.value.state, version: state.version + 1 };
  }
  return state;
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

/**
 * The next command of the current combatant, chosen among the rule set's legal actions (as a
 * simulator policy would): attack the nearest enemy (no Raises), else move as close to it as the
 * offered moves allow, else end the turn.
 */
function takeTurn(rs, state) {
  if (state.pending) return apply(rs, state, { type: 'DeclineReaction' });
  const me = state.combatants[state.current];
  const foe = nearestEnemy(rs, state, me);
  const options = rs.legalActions(state, me.id);
  let choice = options.find(
    (o) =>
      o.command.type === 'Attack' && o.command.data?.target === foe?.id && !o.command.data?.raises,
  );
  choice ??= options.find((o) => o.command.type === 'Attack' && !o.command.data?.raises);
  if (!choice && foe) {
    let best = distance(me.position, foe.position);
    for (const o of options) {
      if (o.command.type !== 'Move') continue;
      const d = distance(o.command.data.to, foe.position);
      if (d < best - 1e-9) {
        best = d;
        choice = o;
      }
    }
  }
  return apply(rs, state, choice?.command ?? { type: 'EndTurn' });
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
