import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { Combat, createCombat, type Command, type EncounterSpec } from '../../engine/index.js';
import { l5r4e } from './index.js';

const FILES = [
  'l5r4e-duel.yaml',
  'l5r4e-skirmish.yaml',
  'l5r4e-iaijutsu-duel.yaml',
  'l5r4e-grapple.yaml',
  'l5r4e-shugenja.yaml',
  'l5r4e-dojo-skirmish.yaml',
];

function load(file: string): { combat: Combat; script: readonly Command[] } {
  const text = readFileSync(new URL(`../../../examples/${file}`, import.meta.url), 'utf8');
  const spec = parse(text) as EncounterSpec & { script?: Command[] };
  const made = createCombat(l5r4e, spec);
  if (!made.ok) throw new Error(`${file}: ${JSON.stringify(made.error)}`);
  return { combat: Combat.start(l5r4e, made.value), script: spec.script ?? [] };
}

describe.each(FILES)('examples/%s', (file) => {
  it('loads, runs its script, and plays to the end taking the first attack (else the first Move towards an enemy, else EndTurn)', () => {
    const { combat, script } = load(file);
    for (const command of script) {
      const r = combat.send(command);
      expect(r.ok, `${command.type}: ${r.ok ? '' : r.error.message}`).toBe(true);
    }
    let steps = 0;
    while (combat.state.status === 'active' && steps++ < 1000) {
      const options = l5r4e.legalActions(combat.state, combat.state.current ?? '');
      const pick =
        options.find((o) => o.command.type === 'Attack') ??
        options.find((o) => o.command.type === 'Move') ??
        options.find((o) => o.command.type === 'EndTurn');
      if (!pick) throw new Error('no EndTurn offered');
      const r = combat.send(pick.command);
      expect(r.ok, r.ok ? '' : r.error.message).toBe(true);
    }
    expect(combat.state.status).toBe('ended');
    const sides = new Set(Object.values(combat.state.combatants).map((c) => c.side));
    expect(sides.has(combat.state.outcome?.winner ?? '')).toBe(true);
  });
});
