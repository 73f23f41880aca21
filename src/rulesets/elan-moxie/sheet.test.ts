import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { elanMoxie, sheetSchema } from './index.js';
import { combat, kara } from './test-kit.js';

const { id: _id, name: _name, side: _side, position: _position, ...karaSheet } = kara;

describe('the Elan & Moxie sheet', () => {
  it("fills the defaults: no bonuses, no resistances, movement 10 ('a base movement score of 10m'), melee physical weapons", () => {
    const r = elanMoxie.setup(
      {
        agility: 0,
        elan: -1,
        strength: 2,
        moxie: 0,
        weapons: [{ name: 'fists', damage: 0, kind: 'strength' }],
      },
      { initiativeTieBreak: 'agility-then-roll', freeActionLimit: 5 },
    );
    expect(r).toEqual({
      ok: true,
      value: {
        sheet: {
          agility: 0,
          elan: -1,
          strength: 2,
          moxie: 0,
          accuracyBonus: 0,
          defenseBonus: 0,
          soakBonus: 0,
          damageBonus: 0,
          resistances: {},
          movement: 10,
          wounds: 0,
          weapons: [
            {
              name: 'fists',
              damage: 0,
              kind: 'strength',
              damageType: 'physical',
              range: 'melee',
              accuracy: 0,
              natural: false,
              disruptsChanneling: false,
            },
          ],
          abilities: [],
        },
        data: {
          wounds: 0,
          surprised: false,
          moves: 0,
          attacks: 0,
          full: false,
          free: 0,
          prone: false,
          dropped: [],
          channeling: [],
        },
      },
    });
  });

  it('reports every bad field with its path', () => {
    const r = elanMoxie.setup(
      {
        ...karaSheet,
        agility: 1.5,
        weapons: [{ name: 'bow', damage: 3, kind: 'dex', range: 'far' }],
        speed: 3,
      },
      {},
    );
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.map((i) => i.path).sort()).toEqual([
      '',
      'agility',
      'weapons[0].kind',
      'weapons[0].range',
    ]);
  });

  it('needs a weapon, unique weapon names and wounds below 20', () => {
    const paths = (sheet: unknown) => {
      const r = elanMoxie.setup(sheet, {});
      return r.ok ? [] : r.error.map((i) => i.path);
    };
    expect(paths({ ...karaSheet, weapons: [] })).toEqual(['weapons']);
    expect(paths({ ...karaSheet, weapons: [kara.weapons[0], kara.weapons[0]] })).toEqual([
      'weapons[1].name',
    ]);
    expect(paths({ ...karaSheet, wounds: 20 })).toEqual(['wounds']);
  });

  it('checks the freeActionLimit option (a whole number ≥ 0)', () => {
    expect(() => combat(undefined, { freeActionLimit: -1 })).toThrow(/freeActionLimit/);
    expect(() => combat(undefined, { freeActionLimit: 2 })).not.toThrow();
  });

  it('turns into JSON Schema for the encounter loader', () => {
    const schema = z.toJSONSchema(sheetSchema, { io: 'input' }) as { required: string[] };
    expect(schema.required.sort()).toEqual(['agility', 'elan', 'moxie', 'strength', 'weapons']);
  });
});
