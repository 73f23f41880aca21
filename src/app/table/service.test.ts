/**
 * The combat service over the memory store (issue 17): creation, the GM's and a player's commands,
 * stale versions, undo, links, the stream's order, snapshots. The HTTP routes have their own tests
 * (src/server); the stores theirs (src/adapters).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MemoryStore } from '../../adapters/memory/store.js';
import { RULE_SETS } from '../../rulesets/registry.js';
import { CombatService, type Caller } from './service.js';

const duel = readFileSync('examples/elan-moxie-duel.yaml', 'utf8');

function service(store = new MemoryStore(), snapshotEvery = 100) {
  let n = 0;
  return new CombatService({
    store,
    ruleSets: RULE_SETS,
    now: () => '2026-12-03T00:00:00.000Z',
    newId: () => `c${++n}`,
    newSeed: () => 7,
    equal: (a, b) => a === b,
    snapshotEvery,
  });
}

const GM: Caller = { kind: 'gm', hash: 'gm-hash' };

async function started(s = service()) {
  const made = await s.create({ text: duel, file: 'duel.yaml' }, { gmHash: 'gm-hash' });
  if (!made.ok) throw new Error(made.error.message);
  const id = made.value.id;
  const r = await s.command(id, GM, { type: 'StartCombat' }, 0);
  if (!r.ok) throw new Error(r.error.message);
  return { s, id };
}

describe('the combat service', () => {
  it('creates a combat from an encounter file and answers its state at version 0', async () => {
    const s = service();
    const made = await s.create({ text: duel, file: 'duel.yaml' }, { gmHash: 'gm-hash' });
    expect(made).toEqual({ ok: true, value: { id: 'c1', version: 0 } });
    const view = await s.state('c1', GM);
    expect(view.ok && view.value.version).toBe(0);
    expect(view.ok && (view.value.state as { status: string }).status).toBe('setup');
  });

  it('reports an encounter’s problems at their lines, as the CLI does, and keeps nothing', async () => {
    const s = service();
    const bad = await s.create(
      { text: 'ruleSet: elan-moxie\ncombatants:\n  - { id: 1 }\n', file: 'x.yaml' },
      { gmHash: 'h' },
    );
    expect(bad.ok).toBe(false);
    if (bad.ok) return;
    expect(bad.error).toMatchObject({ status: 400, code: 'encounter/invalid' });
    expect(bad.error.issues?.[0]).toMatchObject({ file: 'x.yaml', line: 3 });
    const list = await s.list(undefined);
    expect(list.ok && list.value).toEqual([]);
  });

  it('finds the GM and players by their token hashes; a revoked link lets nobody in', async () => {
    const { s, id } = await started();
    expect(await s.caller(id, 'gm-hash')).toEqual({ ok: true, value: GM });
    const added = await s.addPlayer(id, GM, { combatant: 'kara' }, 'kara-hash');
    expect(added.ok).toBe(true);
    const kara = await s.caller(id, 'kara-hash');
    expect(kara.ok && kara.value).toEqual({
      kind: 'player',
      hash: 'kara-hash',
      grant: { role: 'player', combatant: 'kara' },
    });
    expect((await s.caller(id, 'nobody')).ok).toBe(false);
    expect(await s.revokePlayer(id, GM, { hash: 'kara-hash' })).toEqual({
      ok: true,
      value: { ref: 'kara-hash' },
    });
    const after = await s.caller(id, 'kara-hash');
    expect(!after.ok && after.error).toMatchObject({ status: 401, code: 'auth/bad-token' });
  });

  it('refuses a command at a stale version with 409 and the version now, and applies nothing', async () => {
    const { s, id } = await started();
    const first = await s.command(id, GM, { type: 'EndTurn' }, 1);
    expect(first.ok && first.value.version).toBe(2);
    const second = await s.command(id, GM, { type: 'EndTurn' }, 1);
    expect(!second.ok && second.error).toMatchObject({
      status: 409,
      code: 'engine/stale-version',
      version: 2,
    });
    const log = await s.log(id, GM);
    expect(log.ok && log.value.entries.length).toBe(2);
  });

  it('applies one of two commands sent at the same version at once', async () => {
    const { s, id } = await started();
    const [a, b] = await Promise.all([
      s.command(id, GM, { type: 'EndTurn' }, 1),
      s.command(id, GM, { type: 'EndTurn' }, 1),
    ]);
    expect([a.ok, b.ok].sort()).toEqual([false, true]);
  });

  it('lets a player act only as their combatant, on its turn; never the GM’s hand', async () => {
    const { s, id } = await started();
    await s.addPlayer(id, GM, { combatant: 'kara' }, 'kara-hash');
    const kara: Caller = {
      kind: 'player',
      hash: 'kara-hash',
      grant: { role: 'player', combatant: 'kara' },
    };
    // Grosk (19) acts first with seed 42.
    const early = await s.command(id, kara, { type: 'EndTurn' });
    expect(!early.ok && early.error).toMatchObject({ status: 422, code: 'turn/not-your-turn' });
    const asGrosk = await s.command(id, kara, { type: 'EndTurn', meta: { actor: 'grosk' } });
    expect(!asGrosk.ok && asGrosk.error).toMatchObject({ status: 403, code: 'table/not-yours' });
    const undo = await s.undo(id, kara);
    expect(!undo.ok && undo.error).toMatchObject({ status: 403, code: 'table/gm-only' });
    const condition = await s.command(id, kara, {
      type: 'AddCondition',
      data: { id: 'grosk', condition: { id: 'x', name: 'x' } },
    });
    expect(!condition.ok && condition.error).toMatchObject({ status: 403, code: 'table/gm-only' });
    await s.command(id, GM, { type: 'EndTurn' });
    const actions = await s.actions(id, kara);
    expect(actions.ok && actions.value.actor).toBe('kara');
    expect(actions.ok && actions.value.actions.length).toBeGreaterThan(0);
    const attack = await s.command(id, kara, {
      type: 'Attack',
      data: { target: 'grosk', weapon: 'spark' },
    });
    expect(attack.ok).toBe(true);
    const log = await s.log(id, GM);
    expect(log.ok && log.value.entries.at(-1)?.command.meta?.actor).toBe('kara');
  });

  it('refuses a player’s typed faces when they would also roll another’s dice', async () => {
    const { s, id } = await started();
    await s.command(id, GM, { type: 'EndTurn' });
    const kara: Caller = {
      kind: 'player',
      hash: 'k',
      grant: { role: 'player', combatant: 'kara' },
    };
    const r = await s.command(id, kara, {
      type: 'Attack',
      data: { target: 'grosk', weapon: 'spark' },
      meta: { faces: [20, 6] },
    });
    expect(!r.ok && r.error).toMatchObject({ status: 403, code: 'table/not-your-dice' });
    // A 1 misses (1 + 3 against Grosk's defense): no soak is rolled, the faces are all Kara's.
    const miss = await s.command(id, kara, {
      type: 'Attack',
      data: { target: 'grosk', weapon: 'spark' },
      meta: { faces: [1] },
    });
    expect(miss.ok).toBe(true);
  });

  it('undoes and redoes for the GM, with the same dice', async () => {
    const { s, id } = await started();
    const before = await s.state(id, GM);
    await s.command(id, GM, { type: 'Move', data: { to: { x: 6, y: 0 } } });
    const undone = await s.undo(id, GM);
    expect(undone.ok && undone.value.version).toBe(3);
    const now = await s.state(id, GM);
    expect(now.ok && before.ok && (now.value.state as { combatants: unknown }).combatants).toEqual(
      before.ok && (before.value.state as { combatants: unknown }).combatants,
    );
    const redone = await s.redo(id, GM);
    expect(redone.ok && redone.value.version).toBe(4);
  });

  it('streams every entry after a version, then live ones, each once and in order', async () => {
    const { s, id } = await started();
    await s.command(id, GM, { type: 'Move', data: { to: { x: 6, y: 0 } } });
    const got: number[] = [];
    const w = await s.watch(id, GM, 1, (json) =>
      got.push((JSON.parse(json) as { version: number }).version),
    );
    expect(w.ok).toBe(true);
    await s.command(id, GM, { type: 'EndTurn' });
    expect(got).toEqual([2, 3]);
    if (w.ok) w.value.stop();
    await s.command(id, GM, { type: 'Delay' });
    expect(got).toEqual([2, 3]);
  });

  it('opens a long fight from its latest snapshot with the same state as a full replay', async () => {
    const store = new MemoryStore();
    const { s, id } = await started(service(store, 2));
    for (let i = 0; i < 6; i++) await s.command(id, GM, { type: 'EndTurn' });
    const fresh = service(store, 2);
    const a = await s.state(id, GM);
    const b = await fresh.state(id, GM);
    expect(b.ok && b.value.state).toEqual(a.ok && a.value.state);
    expect(await store.snapshot(id, 99)).toMatchObject({ version: 6 });
  });

  it('catches up with entries another node appended, and 409s a command decided on the old state', async () => {
    const store = new MemoryStore();
    const { s: one, id } = await started(service(store));
    const two = service(store);
    await two.state(id, GM);
    await one.command(id, GM, { type: 'EndTurn' }, 1);
    // The memory store told node two at once: it folded the entry in.
    const seen = await two.state(id, GM);
    expect(seen.ok && seen.value.version).toBe(2);
    const r = await two.command(id, GM, { type: 'EndTurn' }, 2);
    expect(r.ok && r.value.version).toBe(3);
  });
});
