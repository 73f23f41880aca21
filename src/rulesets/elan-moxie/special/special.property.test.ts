import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRng } from '../../../dice/index.js';
import { createCombat, type CombatState } from '../../../engine/index.js';
import { elanMoxie } from '../index.js';
import type { EmData } from '../sheet.js';
import { gameOf } from '../state.js';
import { step } from '../test-kit.js';
import { health } from '../state.js';

const SPECIAL = new Set(['Disarm', 'Grapple', 'Trip', 'Escape', 'Release']);

const weaponArb = fc.constantFrom(
  { name: 'sword', damage: 8, kind: 'strength' },
  { name: 'claws', damage: 5, kind: 'strength', natural: true },
  { name: 'dagger', damage: 5, kind: 'strength', accuracy: 2 },
  { name: 'bow', damage: 5, kind: 'strength', range: 'long' },
);
const stat = fc.integer({ min: -2, max: 4 });
const sheetArb = fc.record({
  agility: stat,
  elan: stat,
  strength: stat,
  moxie: stat,
  weapons: fc.uniqueArray(weaponArb, { minLength: 1, maxLength: 3, selector: (w) => w.name }),
});
const fightArb = fc.record({
  sheets: fc.array(sheetArb, { minLength: 2, maxLength: 4 }),
  seed: fc.integer({ min: 0, max: 1e9 }),
  picks: fc.integer({ min: 0, max: 1e9 }),
  escapeAction: fc.constantFrom('attack', 'move', 'full'),
});

function checkGrapples(s: CombatState): void {
  const seen = new Set<string>();
  for (const g of gameOf(s).grapples) {
    expect(g.attacker).not.toBe(g.defender);
    for (const id of [g.attacker, g.defender]) {
      // One grapple per combatant, and only between those still fighting.
      expect(seen.has(id)).toBe(false);
      seen.add(id);
      const c = s.combatants[id];
      expect(c && health((c.data as EmData).wounds)).toBe('fighting');
    }
  }
  for (const c of Object.values(s.combatants)) {
    const d = c.data as EmData;
    expect(d.attacks).toBeLessThanOrEqual(1);
    expect(new Set(d.dropped).size).toBe(d.dropped.length);
  }
}

describe('special attacks under random play', () => {
  it('every listed Disarm, Grapple, Trip, Escape and Release is accepted, and grapples stay one per combatant between fighters', () => {
    fc.assert(
      fc.property(fightArb, (f) => {
        const combatants = f.sheets.map((sheet, i) => ({
          id: `c${i}`,
          side: i % 2 === 0 ? 'red' : 'blue',
          position: { x: i % 2, y: Math.floor(i / 2) },
          ...sheet,
        }));
        const made = createCombat(elanMoxie, {
          ruleSet: 'elan-moxie',
          seed: f.seed,
          options: { escapeAction: f.escapeAction },
          combatants,
        });
        if (!made.ok) throw new Error(JSON.stringify(made.error));
        let r = step(made.value, { type: 'StartCombat' });
        if (!r.ok) throw new Error(r.error.message);
        let s = r.value;
        const rng = createRng(f.picks);
        let specials = 0;
        for (let n = 0; n < 300 && s.status === 'active'; n++) {
          const actor = s.pending?.reactor ?? s.current ?? '';
          const options = elanMoxie.legalActions(s, actor);
          const mine = options.filter((o) => SPECIAL.has(o.command.type));
          // Mostly the special entries, so that grapples, trips and disarms pile up.
          const pool = mine.length > 0 && rng.int(4) > 0 ? mine : options;
          const o = pool[rng.int(pool.length)];
          if (!o) throw new Error('no legal action');
          if (SPECIAL.has(o.command.type)) specials++;
          r = step(s, o.command);
          if (!r.ok) throw new Error(`${o.label} refused: ${r.error.code}: ${r.error.message}`);
          s = r.value;
          checkGrapples(s);
        }
        expect(specials).toBeGreaterThan(0);
      }),
      { numRuns: 60 },
    );
  });
});
