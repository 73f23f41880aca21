/**
 * Resuming a log from a snapshot, accepting stored entries, and deciding before applying (issue 17,
 * the table server's needs of the log): each gives the state a full replay gives, undo and redo
 * included.
 */
import { describe, expect, it } from 'vitest';
import { toyRules } from '../testing/toy-rules.js';
import { createCombat } from './combat.js';
import { Combat, replay } from './log.js';
import type { Command, CombatState } from './types.js';

const toyRuleSet = toyRules();

function toyCombat(): CombatState {
  const made = createCombat(toyRuleSet, {
    ruleSet: 'toy',
    seed: 7,
    combatants: [
      { id: 'a', side: 'red', hp: 30, speed: 3 },
      { id: 'b', side: 'blue', hp: 30, speed: 2 },
    ],
  });
  if (!made.ok) throw new Error(JSON.stringify(made.error));
  return made.value;
}

const commands: Command[] = [
  { type: 'StartCombat' },
  { type: 'EndTurn' },
  { type: 'EndTurn' },
  { type: 'Undo' },
  { type: 'Redo' },
  { type: 'EndTurn' },
  { type: 'Undo', data: { to: 2 } },
  { type: 'EndTurn' },
];

function played(): Combat {
  const c = Combat.start(toyRuleSet, toyCombat());
  for (const cmd of commands) {
    const r = c.send(cmd);
    if (!r.ok) throw new Error(`${cmd.type}: ${r.error.message}`);
  }
  return c;
}

describe('the log, resumed', () => {
  it('folds on from a snapshot at every version to the state of the full replay', () => {
    const whole = played();
    for (let at = 0; at <= commands.length; at++) {
      const snap = replay(toyRuleSet, whole.log, at);
      const resumed = Combat.resume(toyRuleSet, whole.log, snap);
      expect(resumed.state).toEqual(whole.state);
      // Undo still reaches back past the snapshot.
      expect(resumed.send({ type: 'Undo', data: { to: 0 } }).ok).toBe(true);
      expect(resumed.state.combatants).toEqual(whole.log.initial.combatants);
    }
  });

  it('accepts entries decided elsewhere, undo and redo included', () => {
    const whole = played();
    const copy = Combat.start(toyRuleSet, whole.log.initial);
    for (const entry of whole.log.entries) copy.accept(entry);
    expect(copy.state).toEqual(whole.state);
    expect(copy.snapshot()).toEqual(whole.snapshot());
  });

  it('prepares a command without applying it until commit, and refuses a commit after the log moved', () => {
    const c = Combat.start(toyRuleSet, toyCombat());
    const p = c.prepare({ type: 'StartCombat' });
    expect(p.ok).toBe(true);
    if (!p.ok) return;
    expect(c.state.status).toBe('setup');
    expect(p.value.entry.command.type).toBe('StartCombat');
    p.value.commit();
    expect(c.state.status).toBe('active');
    expect(c.state).toEqual(p.value.after.state);
    const q = c.prepare({ type: 'EndTurn' });
    c.send({ type: 'EndTurn' });
    if (q.ok)
      expect(() => {
        q.value.commit();
      }).toThrow(/moved on/);
    const refused = c.prepare({ type: 'StartCombat' });
    expect(refused.ok).toBe(false);
  });
});
