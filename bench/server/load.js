// The table server under load (issue 17, "Numbers to reach"): `combats` combats kept busy at once,
// each watched by `watchers` WebSocket clients (the `ws` package; some with the GM's token, the
// others with players' side links), each posting a recorded fight's commands one after the other
// at their expectedVersion with the GM's token; when a fight is all posted, its slot starts a new
// combat with the next fight of the pool. With several server nodes (PostgreSQL), a slot posts to
// one node and its watchers are spread over all of them. Bounded: warm-up, then `seconds` measured,
// then every slot stops after its command in flight; each wait is bounded.
//
// Figures: commands acknowledged (200) per second over the measured window (those whose POST
// started in it), and the latency from a command's POST to the arrival of that version's message
// at each watcher (every delivery is a sample), p50/p99/max; also the POST's own round trip, 409s,
// the commands posted over the whole run (warm-up and the last ones included)
// and errors, and gaps or duplicates seen by any watcher (there should be none).
import WebSocket from 'ws';
import { expectJson, request } from './http.js';

const now = () => performance.now();
const OPEN_MS = 10_000;
const DRAIN_MS = 5_000;
/** `{"type":"entry","version":` — the service's entry messages start so (JSON.stringify's order). */
const ENTRY = '{"type":"entry","version":';

function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))];
}

export function summary(samples) {
  const s = Float64Array.from(samples).sort();
  return {
    n: s.length,
    p50: percentile(s, 50),
    p99: percentile(s, 99),
    max: s.length ? s[s.length - 1] : NaN,
  };
}

/** The sides of a recorded fight's encounter. */
const sidesOf = (fight) => [...new Set(fight.sides)];

/** Opens a stream socket and resolves once it is open (rejects after OPEN_MS). */
function openSocket(url, onMessage) {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { perMessageDeflate: false });
    const timer = setTimeout(() => {
      ws.terminate();
      reject(new Error(`${url}: not open in ${OPEN_MS} ms`));
    }, OPEN_MS);
    ws.on('message', onMessage);
    ws.once('open', () => {
      clearTimeout(timer);
      resolve(ws);
    });
    ws.once('error', (e) => {
      clearTimeout(timer);
      reject(e);
    });
  });
}

/**
 * Runs the load against `nodes` (base URLs `http://127.0.0.1:PORT`) with fights from `pool`
 * (bench/server/fights.js). Returns the figures and `played` (the commands each fight was sent).
 */
export async function runLoad({
  nodes,
  pool,
  combats = 20,
  watchers = 10,
  gmWatchers = 4,
  seconds = 10,
  warmupSeconds = 1,
}) {
  const start = now();
  const from = start + warmupSeconds * 1000;
  const until = from + seconds * 1000;
  const deliveries = [];
  const roundTrips = [];
  const stats = {
    posted: 0,
    acked: 0,
    stale: 0,
    errors: 0,
    gaps: 0,
    created: 0,
    sockets: 0,
    firstError: '',
  };
  const played = [];
  let next = 0;

  async function slot(index) {
    while (now() < until) {
      const fight = pool[next++ % pool.length];
      const node = nodes[index % nodes.length];
      const made = await expectJson(201, 'POST', `${node}/api/combats`, {
        body: fight.text,
        yaml: true,
      });
      stats.created++;
      const base = `${node}/api/combats/${made.id}`;
      const players = [];
      for (const side of sidesOf(fight)) {
        const p = await expectJson(201, 'POST', `${base}/players`, {
          token: made.gmToken,
          body: { side },
        });
        players.push(p.token);
      }
      const posted = new Map();
      const sockets = [];
      const lasts = new Array(watchers).fill(0);
      for (let w = 0; w < watchers; w++) {
        const token = w < gmWatchers ? made.gmToken : players[w % players.length];
        const host = nodes[(index + w) % nodes.length].replace(/^http/, 'ws');
        const ws = await openSocket(
          `${host}/api/combats/${made.id}/stream?from=0&token=${encodeURIComponent(token)}`,
          (data) => {
            const t = now();
            const head = data.toString('latin1', 0, 48);
            if (!head.startsWith(ENTRY)) return;
            const version = parseInt(head.slice(ENTRY.length), 10);
            if (version !== lasts[w] + 1) stats.gaps++;
            lasts[w] = version;
            const t0 = posted.get(version);
            if (t0 !== undefined && t0 >= from && t0 < until) deliveries.push(t - t0);
          },
        );
        sockets.push(ws);
        stats.sockets++;
      }
      let count = 0;
      for (const command of fight.commands) {
        if (now() >= until) break;
        const t0 = now();
        posted.set(count + 1, t0);
        let r;
        try {
          r = await request('POST', `${base}/commands`, {
            token: made.gmToken,
            body: { command, expectedVersion: count },
          });
        } catch (e) {
          stats.errors++;
          stats.firstError ||= String(e);
          break;
        }
        if (r.status !== 200) {
          if (r.status === 409) stats.stale++;
          else stats.errors++;
          stats.firstError ||= `${r.status} ${JSON.stringify(r.json).slice(0, 300)}`;
          break;
        }
        count++;
        stats.posted++;
        if (t0 >= from && t0 < until) {
          stats.acked++;
          roundTrips.push(now() - t0);
        }
      }
      played.push({ fight, count });
      // Let the last messages arrive (bounded), then close this combat's sockets.
      const drainUntil = now() + DRAIN_MS;
      while (Math.min(...lasts) < count && now() < drainUntil)
        await new Promise((r) => setTimeout(r, 5));
      for (const ws of sockets) ws.close();
    }
  }

  const slots = [];
  for (let i = 0; i < combats; i++) slots.push(slot(i));
  const results = await Promise.allSettled(slots);
  const failed = results.find((r) => r.status === 'rejected');
  if (failed) throw failed.reason;
  return {
    nodes: nodes.length,
    combats,
    watchers: combats * watchers,
    seconds,
    commandsPerSecond: stats.acked / seconds,
    broadcast: summary(deliveries),
    post: summary(roundTrips),
    ...stats,
    played,
  };
}
