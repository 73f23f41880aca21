/**
 * Engine invariants over every rule set (issue 3, "Bad input"): random sequences of legal actions
 * never break them, and random illegal commands are refused without a change.
 */
import { readdirSync, readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import {
  Combat,
  createCombat,
  evolve,
  type Command,
  type CombatState,
  type RuleSet,
} from '../../src/engine/index.js';
import { ruleSetById } from '../../src/rulesets/registry.js';

const examples = readdirSync(new URL('../../examples/', import.meta.url)).filter((f) =>
  f.endsWith('.yaml'),
);

function load(file: string): { rs: RuleSet; initial: CombatState } {
  const spec = parse(readFileSync(new URL(`../../examples/${file}`, import.meta.url), 'utf8')) as {
    ruleSet: string;
  } & Parameters<typeof createCombat>[1];
  const rs = ruleSetById(spec.ruleSet);
  if (!rs) throw new Error(`unknown rule set in ${file}`);
  const made = createCombat(rs, spec);
  if (!made.ok) throw new Error(`${file}: ${JSON.stringify(made.error)}`);
  return { rs, initial: made.value };
}

/** Plays up to `steps` commands chosen by `pick` among the legal actions; checks invariants after each. */
function play(file: string, seed: number, picks: readonly number[], steps: number): Combat {
  const { rs, initial } = load(file);
  const combat = Combat.start(rs, { ...initial, seed });
  const start = combat.send({ type: 'StartCombat' });
  expect(start.ok).toBe(true);
  let folded: CombatState = combat.state;
  for (let i = 0; i < steps && combat.state.status === 'active'; i++) {
    const s = combat.state;
    const actor = s.pending?.reactor ?? s.current;
    expect(actor, 'exactly one combatant acts at a time').not.toBeNull();
    const options: Command[] = [
      ...rs.legalActions(s, actor ?? '').map((o) => o.command),
      ...(s.pending ? [{ type: 'DeclineReaction' }] : []),
    ];
    expect(options.length, `${actor ?? ''} has something legal to do`).toBeGreaterThan(0);
    const choice = options[(picks[i % picks.length] ?? 0) % options.length] as Command;
    const r = combat.send(choice);
    expect(r.ok, `${JSON.stringify(choice)} is legal: ${r.ok ? '' : r.error.message}`).toBe(true);
    if (r.ok) for (const e of r.value) folded = evolve(rs, folded, e);
    expect({ ...folded, version: 0 }, 'the fold of the events equals the state').toEqual({
      ...combat.state,
      version: 0,
    });
    expect(JSON.parse(JSON.stringify(combat.state)), 'the state is JSON-safe').toEqual(
      combat.state,
    );
  }
  return combat;
}

describe.each(examples)('%s', (file) => {
  it('random legal actions keep the invariants, and the same seed gives the same fight', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e6 }),
        fc.array(fc.nat(50), { minLength: 1, maxLength: 30 }),
        (seed, picks) => {
          const a = play(file, seed, picks, 150);
          const b = play(file, seed, picks, 150);
          expect(b.log).toEqual(a.log);
        },
      ),
      { numRuns: 15 },
    );
  });

  it('illegal commands are refused and change nothing', () => {
    const { rs, initial } = load(file);
    const combat = Combat.start(rs, initial);
    combat.send({ type: 'StartCombat' });
    const s = combat.state;
    const other = Object.keys(s.combatants).find((id) => id !== s.current) ?? '';
    const illegal: Command[] = [
      { type: 'Attack', data: { target: 'nobody-here' } },
      { type: 'EndTurn', meta: { actor: other } },
      { type: 'Attack', data: { target: other }, meta: { actor: other } },
      { type: 'Move', data: { to: { x: Number.NaN, y: 0 } } },
      { type: 'NoSuchCommand' },
      { type: 'StartCombat' },
      { type: 'ActNow', data: { id: other } },
    ];
    for (const command of illegal) {
      const r = combat.send(command);
      expect(r.ok, JSON.stringify(command)).toBe(false);
      expect(combat.state).toEqual(s);
    }
  });
});
