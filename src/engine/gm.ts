/**
 * The GM's hand: start the fight, add or remove conditions, move tokens, edit initiative, add or
 * remove combatants, end the fight. Every change is an event in the log, so it can be undone.
 */
import { ok, refuse } from './result.js';
import type { Flow } from './flow.js';
import { makeCombatant } from './combat.js';
import { hasOwn, own } from './own.js';
import type { Command, Condition, Dice, Position, Result } from './types.js';

interface Turns {
  advance(flow: Flow, dice: Dice): void;
  checkOutcome(flow: Flow): boolean;
}

const TICKS: readonly unknown[] = [
  'source-turn-start',
  'own-turn-start',
  'own-turn-end',
  'round-end',
];

const isPosition = (p: unknown): p is Position =>
  typeof p === 'object' &&
  p !== null &&
  Number.isFinite((p as Position).x) &&
  Number.isFinite((p as Position).y);

export function gmCommand(flow: Flow, command: Command, dice: Dice, turns: Turns): Result<Flow> {
  const s = flow.state;
  const data = command.data ?? {};
  const id = data['id'];
  const target = typeof id === 'string' ? own(s.combatants, id) : undefined;
  const needTarget = (): Result<never> =>
    refuse('gm/no-such-combatant', `no combatant with id ${JSON.stringify(id)}`);
  switch (command.type) {
    case 'StartCombat': {
      if (s.status !== 'setup')
        return refuse('combat/already-started', 'the combat has already started');
      const ids = Object.keys(s.combatants);
      if (ids.length < 2) return refuse('combat/too-few', 'a combat needs at least two combatants');
      if (new Set(Object.values(s.combatants).map((c) => c.side)).size < 2) {
        return refuse('combat/one-side', 'a combat needs at least two sides');
      }
      for (const cid of ids) {
        const r = flow.ruleSet.initiative(flow.state, cid, dice);
        flow.emit({
          type: 'InitiativeRolled',
          data: { id: cid, score: r.score, tiebreak: r.tiebreak, roll: r.roll },
        });
      }
      flow.emit({ type: 'CombatStarted', data: {} });
      flow.emit({ type: 'RoundStarted', data: { round: 1 } });
      flow.emitAll(flow.ruleSet.onRoundStart?.(flow.state, dice) ?? []);
      turns.advance(flow, dice);
      return ok(flow);
    }
    case 'AddCondition': {
      if (!target) return needTarget();
      const c = data['condition'] as Partial<Condition> | undefined;
      if (!c || typeof c.id !== 'string' || typeof c.name !== 'string') {
        return refuse(
          'gm/bad-condition',
          'a condition needs an id and a name, e.g. { id: "prone", name: "prone" }',
        );
      }
      if (c.rounds !== undefined && (!Number.isSafeInteger(c.rounds) || c.rounds < 1)) {
        return refuse('gm/bad-condition', 'rounds must be a whole number ≥ 1');
      }
      if (c.tick !== undefined && !TICKS.includes(c.tick))
        return refuse('gm/bad-condition', `tick is one of ${TICKS.join(', ')}`);
      if (
        c.source !== undefined &&
        (typeof c.source !== 'string' || !hasOwn(s.combatants, c.source))
      )
        return refuse('gm/bad-condition', 'source is the id of the combatant who caused it');
      if (
        c.data !== undefined &&
        (typeof c.data !== 'object' || c.data === null || Array.isArray(c.data))
      )
        return refuse('gm/bad-condition', 'data is a map');
      // Only the fields a GM may set: the kernel's own bookkeeping (`counted`) is never input.
      const condition: Condition = {
        id: c.id,
        name: c.name,
        ...(c.source !== undefined && { source: c.source }),
        ...(c.rounds !== undefined && { rounds: c.rounds }),
        ...(c.tick !== undefined && { tick: c.tick }),
        ...(c.data !== undefined && { data: c.data }),
      };
      flow.emit({ type: 'ConditionAdded', data: { id: target.id, condition } });
      return ok(flow);
    }
    case 'RemoveCondition': {
      if (!target) return needTarget();
      const conditionId = data['conditionId'];
      if (!target.conditions.some((c) => c.id === conditionId)) {
        return refuse(
          'gm/no-such-condition',
          `${target.name} has no condition ${JSON.stringify(conditionId)}`,
        );
      }
      flow.emit({ type: 'ConditionRemoved', data: { id: target.id, conditionId, reason: 'gm' } });
      return ok(flow);
    }
    case 'MoveToken': {
      if (!target) return needTarget();
      if (!isPosition(data['to']))
        return refuse('gm/bad-position', 'to must be { x, y } in the map unit');
      flow.emit({
        type: 'TokenMoved',
        data: { id: target.id, from: target.position, to: data['to'] },
      });
      return ok(flow);
    }
    case 'SetInitiative': {
      if (!target) return needTarget();
      const score = data['score'];
      if (typeof score !== 'number' || !Number.isFinite(score))
        return refuse('gm/bad-initiative', 'score must be a number');
      flow.emit({ type: 'InitiativeSet', data: { id: target.id, score } });
      return ok(flow);
    }
    case 'AddCombatant': {
      const made = makeCombatant(flow.ruleSet, data['combatant'], s.options, 'combatant');
      if (!made.ok)
        return refuse(
          'gm/bad-combatant',
          made.error.map((e) => `${e.path}: ${e.message}`).join('; '),
        );
      const c = made.value;
      if (hasOwn(s.combatants, c.id))
        return refuse('gm/bad-combatant', `${c.id} is already in the fight`);
      flow.emit({ type: 'CombatantAdded', data: { combatant: c } });
      if (s.status === 'active') {
        const r = flow.ruleSet.initiative(flow.state, c.id, dice);
        flow.emit({
          type: 'InitiativeRolled',
          data: { id: c.id, score: r.score, tiebreak: r.tiebreak, roll: r.roll },
        });
      }
      return ok(flow);
    }
    case 'RemoveCombatant': {
      if (!target) return needTarget();
      flow.emit({ type: 'CombatantRemoved', data: { id: target.id } });
      if (flow.state.status === 'active' && !turns.checkOutcome(flow) && !flow.state.current)
        turns.advance(flow, dice);
      return ok(flow);
    }
    case 'EndCombat': {
      const winner = typeof data['winner'] === 'string' ? data['winner'] : null;
      const reason =
        typeof data['reason'] === 'string' ? data['reason'] : 'the GM ended the combat';
      flow.emit({ type: 'CombatEnded', data: { outcome: { winner, reason } } });
      return ok(flow);
    }
    default:
      return refuse('engine/unknown-command', `unknown command ${command.type}`);
  }
}
