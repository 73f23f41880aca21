/**
 * Helpers of the crash tests of the stores (sqlite/crash.test.ts, postgres/crash.test.ts): a real
 * child process (node on dist/, which the tests' global setup builds) that appends the real log's
 * entries to one combat and prints `acked <version>` after each append resolved, until it is
 * killed or has made `max` appends. The test kills it with SIGKILL and checks the store.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const dist = fileURLToPath(new URL('../../dist/adapters/', import.meta.url));

/** The child's program: `open` is a JS expression giving the store (dist modules are imported). */
function program(open: string, id: string, max: number): string {
  return `
import { openSqliteStore } from ${JSON.stringify(`${dist}sqlite/store.js`)};
import { openPostgresStore } from ${JSON.stringify(`${dist}postgres/store.js`)};
import { realLog } from ${JSON.stringify(`${dist}contract-log.js`)};
void openSqliteStore; void openPostgresStore;
const store = await (${open});
const entries = realLog().entries;
for (let v = (await store.version(${JSON.stringify(id)})) + 1; v <= ${max}; v++) {
  const r = await store.append(${JSON.stringify(id)}, v, entries[(v - 1) % entries.length]);
  if (!r.ok) { console.log('refused ' + v); process.exit(2); }
  process.stdout.write('acked ' + v + '\\n');
}
await store.close();
`;
}

export interface Writer {
  readonly child: ChildProcess;
  /** The highest version the child said was acknowledged. */
  acked(): number;
  /** Resolves once the child has acknowledged at least `n` appends (rejects if it exits first). */
  until(n: number): Promise<void>;
  /** SIGKILL, and wait for the end. */
  kill(): Promise<void>;
}

export function startWriter(open: string, id: string, max = 100_000): Writer {
  const child = spawn(process.execPath, ['--input-type=module', '-e', program(open, id, max)], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let acked = 0;
  let output = '';
  let buffer = '';
  const waiting: { n: number; resolve: () => void; reject: (e: Error) => void }[] = [];
  const settle = () => {
    for (const w of [...waiting])
      if (acked >= w.n) {
        waiting.splice(waiting.indexOf(w), 1);
        w.resolve();
      }
  };
  child.stdout.on('data', (b: Buffer) => {
    buffer += b.toString();
    const lines = buffer.split('\n');
    buffer = lines.pop() ?? '';
    for (const line of lines) {
      const m = /^acked (\d+)$/.exec(line);
      if (m) acked = Number(m[1]);
      else output += `${line}\n`;
    }
    settle();
  });
  child.stderr.on('data', (b: Buffer) => {
    output += b.toString();
  });
  const exit = new Promise<void>((resolve) => {
    child.once('exit', () => {
      for (const w of waiting.splice(0))
        w.reject(new Error(`the writer ended after ${acked} appends:\n${output}`));
      resolve();
    });
  });
  return {
    child,
    acked: () => acked,
    until: (n) =>
      new Promise<void>((resolve, reject) => {
        waiting.push({ n, resolve, reject });
        settle();
      }),
    kill: async () => {
      child.kill('SIGKILL');
      await exit;
    },
  };
}
