// Two table-server figures that need a fresh server process on a store already written:
// - coldOpen: a combat of at least 10,000 events (the elan-moxie skirmish's ten combatants copied
//   until one recorded fight has that many events: its commands are posted in order through a
//   first server) opens in a fresh process: the time of its first GET /api/combats/:id (the
//   store's read, the fold from the latest snapshot, the answer), against 200 ms. The second GET
//   (the combat open) is given beside it.
// - openCombats: 100 five-against-five combats with some history (the first `history` commands of
//   recorded fights) written through a first server; a fresh server opens each (GET) and its
//   VmRSS is read, against 150 MB; its VmRSS before opening any is given beside it.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { recordedFight } from './fights.js';
import { expectJson } from './http.js';
import { startServer } from './serve.js';

const root = fileURLToPath(new URL('../../', import.meta.url));

/** The example with its combatants copied `copies` times (ids suffixed, shifted down the map). */
function widened(file, copies) {
  const spec = parse(readFileSync(root + file, 'utf8'));
  const combatants = [];
  for (let k = 0; k < copies; k++)
    for (const c of spec.combatants)
      combatants.push({
        ...c,
        id: `${c.id}-${k}`,
        name: `${c.name ?? c.id} ${k + 1}`,
        position: { x: c.position?.x ?? 0, y: (c.position?.y ?? 0) + k * 15 },
      });
  delete spec.script;
  // JSON (a YAML document too): no aliases for the copied weapons.
  return JSON.stringify({ ...spec, combatants });
}

/** A recorded fight of at least `events` events: the widened elan-moxie skirmish. */
export function bigFight(events = 10_000) {
  const file = 'examples/elan-moxie-skirmish.yaml';
  for (let copies = 20; copies <= 64; copies += 4) {
    const fight = recordedFight(file, widened(file, copies), 7, 100_000);
    if (fight.events >= events) return { ...fight, copies };
  }
  throw new Error(`no fight of ${events} events`);
}

/** Creates a combat of `fight` on `url` and posts its first `count` commands in order. */
async function write(url, fight, count = fight.commands.length) {
  const made = await expectJson(201, 'POST', `${url}/api/combats`, {
    body: fight.text,
    yaml: true,
  });
  for (let v = 0; v < count; v++)
    await expectJson(200, 'POST', `${url}/api/combats/${made.id}/commands`, {
      token: made.gmToken,
      body: { command: fight.commands[v], expectedVersion: v },
    });
  return made;
}

async function timedGet(url, id, token) {
  const t = performance.now();
  const state = await expectJson(200, 'GET', `${url}/api/combats/${id}`, { token });
  return { ms: performance.now() - t, version: state.version };
}

export async function coldOpen(storeFlags, fight = bigFight()) {
  const writer = await startServer(storeFlags);
  let made;
  try {
    made = await write(writer.url, fight);
  } finally {
    await writer.stop();
  }
  const server = await startServer(storeFlags);
  try {
    const first = await timedGet(server.url, made.id, made.gmToken);
    const second = await timedGet(server.url, made.id, made.gmToken);
    return {
      commands: fight.commands.length,
      events: fight.events,
      combatants: fight.copies * 10,
      version: first.version,
      firstGetMs: first.ms,
      secondGetMs: second.ms,
      serverStartMs: server.startMs,
    };
  } finally {
    await server.stop();
  }
}

export async function openCombats(storeFlags, pool, combats = 100, history = 60) {
  const writer = await startServer(storeFlags);
  const made = [];
  let commands = 0;
  try {
    // Ten at a time: each combat's commands in order.
    for (let i = 0; i < combats; i += 10) {
      const batch = [];
      for (let k = i; k < Math.min(combats, i + 10); k++) {
        const fight = pool[k % pool.length];
        const count = Math.min(history, fight.commands.length);
        batch.push(write(writer.url, fight, count));
        commands += count;
      }
      made.push(...(await Promise.all(batch)));
    }
  } finally {
    await writer.stop();
  }
  const server = await startServer(storeFlags);
  try {
    const before = server.rssBytes();
    for (const m of made)
      await expectJson(200, 'GET', `${server.url}/api/combats/${m.id}`, { token: m.gmToken });
    // Let the garbage of the loads be collected as an idle server's would be.
    await new Promise((r) => setTimeout(r, 1000));
    return {
      combats,
      commands,
      rssBeforeBytes: before,
      rssBytes: server.rssBytes(),
    };
  } finally {
    await server.stop();
  }
}
