// A `fray serve` child process for the table-server benchmarks (bench/server.js): started on
// 127.0.0.1 with any free port and the rate limit off, its address read from its first line
// (`listening on http://HOST:PORT`), its resident memory read from /proc, stopped with SIGTERM
// (SIGKILL after a bounded wait). Every wait is bounded.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const FRAY = fileURLToPath(new URL('../../bin/fray.js', import.meta.url));
const START_MS = 30_000;
const STOP_MS = 10_000;

/**
 * Starts `node bin/fray.js serve --port 0 --host 127.0.0.1 --rate-limit off` with the store
 * flags given (`['--data-dir', dir]`, `['--db', url]`); resolves once it listens. `args`: more
 * flags of `fray serve`; `nodeArgs`: Node's (e.g. `--cpu-prof` to profile it).
 */
export function startServer(storeFlags, { args: extraArgs = [], nodeArgs = [] } = {}) {
  const args = [
    FRAY,
    'serve',
    '--port',
    '0',
    '--host',
    '127.0.0.1',
    '--rate-limit',
    'off',
    ...storeFlags,
    ...extraArgs,
  ];
  const started = performance.now();
  const child = spawn(process.execPath, [...nodeArgs, ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`fray serve did not listen within ${START_MS} ms:\n${output}`));
    }, START_MS);
    const onData = (b) => {
      output = (output + b.toString()).slice(-8000);
      const m = /^listening on (http:\/\/\S+)$/m.exec(output);
      if (!m) return;
      clearTimeout(timer);
      child.stdout.off('data', onData);
      child.stdout.resume();
      resolve({
        url: m[1],
        pid: child.pid,
        /** Ms from spawn to the first line. */
        startMs: performance.now() - started,
        rssBytes: () => rssOf(child.pid),
        cpuSeconds: () => cpuOf(child.pid),
        stop: async () => {
          if (child.exitCode !== null) return;
          child.kill('SIGTERM');
          const t = setTimeout(() => child.kill('SIGKILL'), STOP_MS);
          await exited;
          clearTimeout(t);
        },
      });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (b) => {
      output = (output + b.toString()).slice(-8000);
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`fray serve exited (${code}) before listening:\n${output}`));
    });
  });
}

/** VmRSS of a process, bytes (Linux /proc). */
export function rssOf(pid) {
  const m = /^VmRSS:\s+(\d+)\s+kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) * 1024 : NaN;
}

/** CPU seconds (user + system) a process has used so far (Linux /proc; clock ticks of 1/100 s). */
export function cpuOf(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}
