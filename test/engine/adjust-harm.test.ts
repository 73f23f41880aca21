/**
 * Issue 16, "one name for adjusting harm in all three rule sets": `AdjustHarm { id, amount }` is
 * decided as each rule set's own command (l5r4e and elan-moxie AdjustWounds, combat-chaos
 * AdjustHealth), with the same events; the old names still work; the log keeps what was sent.
 * Real encounter files, the real kernel (RuleSet.commandAliases), no mocks.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createFromEncounter, parseEncounter } from '../../src/app/encounter/file.js';
import type { Combat, Command } from '../../src/engine/index.js';
import { RULE_SETS } from '../../src/rulesets/registry.js';

function combatOf(file: string): Combat {
  const text = readFileSync(new URL(`../../examples/${file}`, import.meta.url), 'utf8');
  const parsed = parseEncounter(text, file, RULE_SETS);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.error));
  return createFromEncounter(parsed.value);
}

/** Each rule set, a combatant of its example, and the old command that means "harm by n". */
const SYSTEMS = [
  {
    file: 'l5r4e-duel.yaml',
    id: 'akodo',
    old: (n: number): Command => ({ type: 'AdjustWounds', data: { id: 'akodo', wounds: n } }),
    event: 'WoundsAdjusted',
  },
  {
    file: 'elan-moxie-duel.yaml',
    id: 'kara',
    old: (n: number): Command => ({ type: 'AdjustWounds', data: { id: 'kara', wounds: n } }),
    event: 'WoundsAdjusted',
  },
  {
    file: 'combat-chaos-duel.yaml',
    id: 'aldric',
    old: (n: number): Command => ({ type: 'AdjustHealth', data: { id: 'aldric', delta: -n } }),
    event: 'HealthAdjusted',
  },
];

describe.each(SYSTEMS)('AdjustHarm in $file', ({ file, id, old, event }) => {
  it('harms as the old command does: the same events, the command kept as sent in the log', () => {
    const viaAlias = combatOf(file);
    const viaOld = combatOf(file);
    const sent: Command = { type: 'AdjustHarm', data: { id, amount: 4 } };
    const a = viaAlias.send(sent);
    const b = viaOld.send(old(4));
    expect(a.ok && b.ok).toBe(true);
    expect(a).toEqual(b);
    expect(a.ok && a.value[0]?.type).toBe(event);
    expect(viaAlias.state.combatants[id]?.data).toEqual(viaOld.state.combatants[id]?.data);
    expect(viaAlias.log.entries[0]?.command).toEqual(sent);
  });

  it('a negative amount heals, as the old command does', () => {
    const viaAlias = combatOf(file);
    const viaOld = combatOf(file);
    viaAlias.send(old(6));
    viaOld.send(old(6));
    const a = viaAlias.send({ type: 'AdjustHarm', data: { id, amount: -2 } });
    const b = viaOld.send(old(-2));
    expect(a.ok).toBe(true);
    expect(a).toEqual(b);
    expect(viaAlias.state.combatants[id]?.data).toEqual(viaOld.state.combatants[id]?.data);
  });

  it.each([
    ['missing', {}],
    ['zero', { amount: 0 }],
    ['a fraction', { amount: 1.5 }],
    ['text', { amount: '3' }],
  ])('an amount that is %s is refused with gm/bad-amount, and nothing changes', (_, extra) => {
    const c = combatOf(file);
    const r = c.send({ type: 'AdjustHarm', data: { id, ...extra } });
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe('gm/bad-amount');
      expect(r.error.message).toMatch(/^amount is a whole number of .+, not 0/);
    }
    expect(c.log.entries).toHaveLength(0);
  });

  it('keeps the rules of the old command: only the GM, only a known combatant', () => {
    const c = combatOf(file);
    const byPlayer = c.send({ type: 'AdjustHarm', data: { id, amount: 1 }, meta: { actor: id } });
    expect(byPlayer.ok).toBe(false);
    if (!byPlayer.ok) expect(byPlayer.error.code).toMatch(/gm-only$/);
    const nobody = c.send({ type: 'AdjustHarm', data: { id: 'nobody', amount: 1 } });
    expect(nobody.ok).toBe(false);
    if (!nobody.ok) expect(nobody.error.code).toMatch(/no-such-combatant$/);
    expect(c.log.entries).toHaveLength(0);
  });

  it('a command type that is an Object property is no alias', () => {
    const c = combatOf(file);
    for (const type of ['constructor', '__proto__', 'toString']) {
      const r = c.send({ type, data: { id, amount: 1 } });
      expect(r.ok).toBe(false);
    }
    expect(c.log.entries).toHaveLength(0);
  });
});
