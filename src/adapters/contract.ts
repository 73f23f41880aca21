/**
 * The contract of the {@link EventStore} port (src/app/table/store.ts) as a Vitest suite, run for
 * every store by the `store.test.ts` beside it: `describeEventStore('sqlite', open)`. `open` gives
 * a working store (a new one, or one on a database other tests share: every test makes its own
 * combats with fresh ids and owners). The entries are a real engine log (src/adapters/contract-log.ts).
 *
 * Notifications may come later than the write (PostgreSQL's LISTEN): tests wait for them, with a
 * bound, and check "no more calls" only after a later notification has come.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { LogEntry } from '../engine/index.js';
import type { EventStore, Snapshot } from '../app/table/store.js';
import { credential, newCombat, realLog } from './contract-log.js';

type Heard = [string, number, 'entry' | 'table'];

/** Waits until `check` passes (at most 10 s), then returns; fails with the last error. */
export async function eventually(check: () => void, ms = 10_000): Promise<void> {
  const until = Date.now() + ms;
  for (;;) {
    try {
      check();
      return;
    } catch (e) {
      if (Date.now() > until) throw e;
      await new Promise((r) => setTimeout(r, 10));
    }
  }
}

const owner = (): string => `owner-${Math.random().toString(36).slice(2)}`;
const entry = (i: number): LogEntry => {
  const e = realLog().entries[i];
  if (!e) throw new Error(`the example's log has no entry ${i}`);
  return e;
};
const snapshotAt = (v: number): Snapshot => {
  const replay = realLog().replays[v];
  if (!replay) throw new Error(`no replay at ${v}`);
  return { version: v, replay };
};

export function describeEventStore(name: string, open: () => Promise<EventStore>): void {
  describe(`EventStore contract: ${name}`, () => {
    let store: EventStore;
    beforeEach(async () => {
      store = await open();
    });
    afterEach(async () => {
      await store.close();
    });

    /** A new combat with the first `n` entries of the real log appended. */
    async function combatWith(n: number, who?: string): Promise<string> {
      const { record, gm } = newCombat(who);
      await store.create(record, gm);
      for (let v = 1; v <= n; v++)
        expect(await store.append(record.id, v, entry(v - 1))).toEqual({ ok: true });
      return record.id;
    }

    it('keeps a combat record as given, key order included; an unknown id is undefined', async () => {
      const { record, gm } = newCombat(owner());
      await store.create(record, gm);
      const back = await store.combat(record.id);
      expect(back).toEqual(record);
      expect(JSON.stringify(back?.encounter)).toBe(JSON.stringify(record.encounter));
      expect(JSON.stringify(back?.initial)).toBe(JSON.stringify(record.initial));
      expect(await store.combat('no-such-combat')).toBeUndefined();
      expect(await store.version(record.id)).toBe(0);
      expect(await store.entries(record.id, 0)).toEqual([]);
    });

    it('refuses a second combat with the same id', async () => {
      const { record, gm } = newCombat();
      await store.create(record, gm);
      await expect(
        store.create(record, credential({ role: 'gm' }, `${record.id}-other`)),
      ).rejects.toThrow();
    });

    it('lists combats newest first, by owner, at most `limit`, with their versions', async () => {
      const mine = owner();
      const a = await combatWith(2, mine);
      const other = await combatWith(0, owner());
      const b = await combatWith(1, mine);
      const listed = await store.list(mine, 10);
      expect(listed.map((s) => [s.id, s.version])).toEqual([
        [b, 1],
        [a, 2],
      ]);
      expect(listed[0]).toEqual({
        id: b,
        ruleSet: 'combat-chaos',
        title: realLog().record.title,
        created: expect.any(String) as string,
        version: 1,
      });
      expect((await store.list(mine, 1)).map((s) => s.id)).toEqual([b]);
      const all = (await store.list(undefined, 1000)).map((s) => s.id);
      expect(all).toEqual(expect.arrayContaining([a, b, other]));
      expect(all.indexOf(b)).toBeLessThan(all.indexOf(other));
      expect(all.indexOf(other)).toBeLessThan(all.indexOf(a));
      expect((await store.list(undefined, 1)).map((s) => s.id)).toEqual([b]);
      expect(await store.list(owner(), 10)).toEqual([]);
    });

    it('appends the real log entry by entry and reads it back from any version', async () => {
      const n = realLog().entries.length;
      const id = await combatWith(n);
      expect(await store.version(id)).toBe(n);
      expect(await store.entries(id, 0)).toEqual(realLog().entries);
      expect(JSON.stringify(await store.entries(id, 0))).toBe(JSON.stringify(realLog().entries));
      expect(await store.entries(id, 2)).toEqual(realLog().entries.slice(2));
      expect(await store.entries(id, n)).toEqual([]);
    });

    it('refuses a taken or skipped version with the version now, and writes nothing', async () => {
      const id = await combatWith(2);
      for (const v of [1, 2, 4, 10]) {
        expect(await store.append(id, v, entry(2))).toEqual({
          ok: false,
          error: { code: 'store/stale-version', version: 2 },
        });
      }
      expect(await store.version(id)).toBe(2);
      expect(await store.entries(id, 0)).toEqual(realLog().entries.slice(0, 2));
      expect(await store.append(id, 3, entry(2))).toEqual({ ok: true });
    });

    it('two appends at the same version at once: exactly one is kept', async () => {
      const id = await combatWith(1);
      const results = await Promise.all([
        store.append(id, 2, entry(1)),
        store.append(id, 2, entry(2)),
      ]);
      const won = results.filter((r) => r.ok);
      expect(won).toHaveLength(1);
      expect(results.filter((r) => !r.ok)).toEqual([
        {
          ok: false,
          error: { code: 'store/stale-version', version: expect.any(Number) as number },
        },
      ]);
      expect(await store.version(id)).toBe(2);
      const kept = await store.entries(id, 1);
      expect(kept).toHaveLength(1);
      expect([entry(1), entry(2)]).toContainEqual(kept[0]);
    });

    it('rejects every read and write of an unknown combat', async () => {
      await expect(store.version('nope')).rejects.toThrow();
      await expect(store.entries('nope', 0)).rejects.toThrow();
      await expect(store.append('nope', 1, entry(0))).rejects.toThrow();
      await expect(store.snapshot('nope', 5)).rejects.toThrow();
      await expect(store.setTable('nope', realLog().record.table)).rejects.toThrow();
      await expect(store.credentials('nope')).rejects.toThrow();
    });

    it('a snapshot: the latest at a version ≤ atMost, or none', async () => {
      const { record, gm } = newCombat();
      const id = record.id;
      await store.create(record, gm);
      for (let v = 1; v <= 6; v++) {
        const snap = v === 2 || v === 5 ? snapshotAt(v) : undefined;
        expect(await store.append(id, v, entry(v - 1), snap)).toEqual({ ok: true });
      }
      expect(await store.snapshot(id, 1)).toBeUndefined();
      expect(await store.snapshot(id, 2)).toEqual(snapshotAt(2));
      expect(await store.snapshot(id, 4)).toEqual(snapshotAt(2));
      expect(await store.snapshot(id, 99)).toEqual(snapshotAt(5));
      const snap = await store.snapshot(id, 99);
      expect(JSON.stringify(snap?.replay)).toBe(JSON.stringify(snapshotAt(5).replay));
    });

    it('an append that fails after its entry is written leaves nothing: no entry, no version, no snapshot', async () => {
      const id = await combatWith(1);
      // A snapshot at version -1 passes no store's check: it fails after the entry's insert.
      const bad: Snapshot = { version: -1, replay: snapshotAt(1).replay };
      await expect(store.append(id, 2, entry(1), bad)).rejects.toThrow();
      const circular: Record<string, unknown> = { type: 'EndTurn' };
      circular['self'] = circular;
      await expect(
        store.append(id, 2, { command: circular as never, events: [] }),
      ).rejects.toThrow();
      expect(await store.version(id)).toBe(1);
      expect(await store.entries(id, 0)).toEqual([entry(0)]);
      expect(await store.snapshot(id, 99)).toBeUndefined();
      expect(await store.append(id, 2, entry(1), snapshotAt(2))).toEqual({ ok: true });
      expect(await store.snapshot(id, 99)).toEqual(snapshotAt(2));
    });

    it('keeps the exact JSON text: key order, unicode, a 1 MB entry', async () => {
      const { record, gm } = newCombat();
      await store.create(record, gm);
      const odd: LogEntry = {
        command: {
          type: 'Say',
          meta: { actor: 'gm' },
          data: { z: 1, a: 'é 漢字 🎲 \u0000 "quoted" \\ \n', m: [3, 1, 2], 10: 'ten', b: null },
        },
        events: [{ type: 'Said', zeta: true, alpha: -0.5 } as never],
      };
      const big: LogEntry = {
        command: { type: 'Note', data: { text: 'ä🎲x'.repeat(300_000) } },
        events: [],
      };
      expect(await store.append(record.id, 1, odd)).toEqual({ ok: true });
      expect(await store.append(record.id, 2, big)).toEqual({ ok: true });
      const back = await store.entries(record.id, 0);
      expect(JSON.stringify(back)).toBe(JSON.stringify([odd, big]));
      expect(JSON.stringify(back[1]).length).toBeGreaterThan(1_000_000);
    });

    it('keeps the table settings', async () => {
      const id = await combatWith(1);
      const table = { health: 'hidden' as const, hidden: ['brakka'], notes: { aldric: 'ça va' } };
      await store.setTable(id, table);
      expect((await store.combat(id))?.table).toEqual(table);
    });

    it('credentials: the GM’s, added ones, revoked ones kept; revoking an unknown hash is false', async () => {
      const { record, gm } = newCombat();
      await store.create(record, gm);
      const p1 = credential({ role: 'player', combatant: 'aldric' }, `${record.id}-p1`);
      const p2 = credential({ role: 'player', side: 'orcs' }, `${record.id}-p2`);
      await store.addCredential(record.id, p1);
      await store.addCredential(record.id, p2);
      expect(await store.credentials(record.id)).toEqual([gm, p1, p2]);
      const at = '2026-12-03T12:00:00.000Z';
      expect(await store.revoke(record.id, p1.hash, at)).toBe(true);
      expect(await store.revoke(record.id, p1.hash, '2027-01-01T00:00:00.000Z')).toBe(true);
      expect(await store.revoke(record.id, 'f'.repeat(64), at)).toBe(false);
      expect(await store.credentials(record.id)).toEqual([gm, { ...p1, revoked: at }, p2]);
    });

    it('a credential hash is unique in the store', async () => {
      const a = newCombat();
      const b = newCombat();
      await store.create(a.record, a.gm);
      await store.create(b.record, b.gm);
      await expect(store.addCredential(b.record.id, a.gm)).rejects.toThrow();
      expect(await store.credentials(b.record.id)).toEqual([b.gm]);
    });

    it('tells subscribers of appends, table and credential changes; unsubscribing stops it', async () => {
      const { record, gm } = newCombat();
      const id = record.id;
      await store.create(record, gm);
      const heard: Heard[] = [];
      const stop = store.subscribe((...h) => {
        if (h[0] === id) heard.push(h);
      });
      await store.append(id, 1, entry(0));
      await store.append(id, 2, entry(1));
      await store.setTable(id, { health: 'exact', hidden: [], notes: {} });
      const p = credential({ role: 'player', combatant: 'aldric' }, `${id}-p`);
      await store.addCredential(id, p);
      await store.revoke(id, p.hash, new Date().toISOString());
      await store.append(id, 2, entry(1)); // refused: nobody is told
      const expected: Heard[] = [
        [id, 1, 'entry'],
        [id, 2, 'entry'],
        [id, 2, 'table'],
        [id, 2, 'table'],
        [id, 2, 'table'],
      ];
      await eventually(() => {
        expect(heard).toEqual(expected);
      });

      stop();
      const later: Heard[] = [];
      const stopLater = store.subscribe((...h) => {
        if (h[0] === id) later.push(h);
      });
      await store.append(id, 3, entry(2));
      await eventually(() => {
        expect(later).toEqual([[id, 3, 'entry']]);
      });
      expect(heard).toEqual(expected);
      stopLater();
    });

    it('a throwing subscriber does not undo or fail the write', async () => {
      const { record, gm } = newCombat();
      await store.create(record, gm);
      const heard: Heard[] = [];
      const stopBad = store.subscribe(() => {
        throw new Error('a bad listener');
      });
      const stop = store.subscribe((...h) => {
        if (h[0] === record.id) heard.push(h);
      });
      expect(await store.append(record.id, 1, entry(0))).toEqual({ ok: true });
      await eventually(() => {
        expect(heard).toEqual([[record.id, 1, 'entry']]);
      });
      expect(await store.version(record.id)).toBe(1);
      stopBad();
      stop();
    });
  });
}
