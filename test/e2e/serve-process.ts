/**
 * A real `fray serve` child process for the end-to-end tests: spawned with `node bin/fray.js serve
 * --port 0 …` (dist/ built by global-setup.ts), ready when it prints `listening on http://…`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('../..', import.meta.url));

export interface Served {
  readonly child: ChildProcess;
  readonly base: string;
  /** Everything printed so far. */
  readonly out: () => string;
  readonly err: () => string;
  /** Resolves once the output holds `text` (the banner is one write: its last line is enough). */
  readonly printed: (text: string) => Promise<void>;
  /** Resolves with the exit code (or the signal) once the process has ended. */
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** Spawns `fray serve <args>` and waits (at most 20 s) for its first line. */
export function serve(args: readonly string[], env: Record<string, string> = {}): Promise<Served> {
  const child = spawn(process.execPath, ['bin/fray.js', 'serve', ...args], {
    cwd: root,
    env: { ...process.env, FRAY_DEBUG: '', FRAY_KEY: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.on('exit', (code, signal) => {
      resolve({ code, signal });
    });
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`fray serve printed no address in 20 s: ${out} ${err}`));
    }, 20_000);
    child.stderr.on('data', (d: Buffer) => {
      err += d.toString('utf8');
    });
    child.stdout.on('data', (d: Buffer) => {
      out += d.toString('utf8');
      const m = /^listening on (http:\/\/\S+)\n/.exec(out);
      if (m?.[1] !== undefined) {
        clearTimeout(timer);
        const printed = (text: string): Promise<void> =>
          new Promise((done) => {
            const check = (): void => {
              if (out.includes(text)) done();
              else child.stdout.once('data', check);
            };
            check();
          });
        resolve({ child, base: m[1], out: () => out, err: () => err, printed, exited });
      }
    });
    void exited.then(({ code }) => {
      clearTimeout(timer);
      reject(new Error(`fray serve exited (${String(code)}) before listening: ${out} ${err}`));
    });
  });
}

export interface Acked {
  readonly version: number;
  readonly command: { type: string; data?: unknown };
}

export async function json<T>(r: Response): Promise<T> {
  return (await r.json()) as T;
}

export const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * One client of a fight: reads the GM's menu, sends its pick at the version it saw, keeps the
 * acknowledged (200) commands; at most 300 tries, stops when `enough` or when the server is gone.
 */
export async function commandLoop(
  base: string,
  id: string,
  gm: string,
  acked: Acked[],
  enough: () => boolean,
): Promise<void> {
  for (let i = 0; i < 300 && !enough(); i++) {
    try {
      const menu = await json<{ version: number; actions: { command: Acked['command'] }[] }>(
        await fetch(`${base}/api/combats/${id}/actions`, { headers: auth(gm) }),
      );
      const chosen =
        menu.actions.find((a) => /attack/i.test(a.command.type)) ??
        menu.actions.find((a) => a.command.type === 'EndTurn') ??
        menu.actions[0];
      if (!chosen) return;
      const r = await fetch(`${base}/api/combats/${id}/commands`, {
        method: 'POST',
        headers: { ...auth(gm), 'content-type': 'application/json' },
        body: JSON.stringify({ command: chosen.command, expectedVersion: menu.version }),
      });
      if (r.status === 200)
        acked.push({
          version: (await json<{ version: number }>(r)).version,
          command: chosen.command,
        });
    } catch {
      return; // the server was killed
    }
  }
}
