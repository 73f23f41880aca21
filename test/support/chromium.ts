/**
 * The Chromium that the browser tests drive, found the same way on every machine, with nothing
 * downloaded and nothing installed by hand (docs/testing.md):
 *
 * 1. `FRAY_CHROMIUM`, the path of a Chromium or Chrome binary, when it is set;
 * 2. the Chromium shipped inside the npm package `@sparticuz/chromium` (a devDependency pinned by
 *    the lock file; Linux x64), unpacked once into `node_modules/.cache/fray-chromium/<version>/`;
 * 3. Debian's `/usr/bin/chromium`.
 *
 * `prepareChromium` runs once in Vitest's global setup, so test files never unpack it at the same
 * time; tests launch it with `launchChromium` (test/support/browser.ts).
 */
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { arch, platform } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const DEBIAN = '/usr/bin/chromium';

/** Where the browser is, or why there is none (a message that says what to do). */
export type ChromiumFound =
  | { readonly ok: true; readonly path: string; readonly from: string }
  | { readonly ok: false; readonly message: string };

export async function prepareChromium(): Promise<ChromiumFound> {
  const given = process.env['FRAY_CHROMIUM'];
  if (given) {
    return existsSync(given)
      ? { ok: true, path: given, from: 'FRAY_CHROMIUM' }
      : { ok: false, message: `FRAY_CHROMIUM is ${given}, and there is no file there` };
  }
  let why: string;
  if (platform() === 'linux' && arch() === 'x64') {
    try {
      return { ok: true, path: await unpackShipped(), from: '@sparticuz/chromium' };
    } catch (e) {
      why = `unpacking @sparticuz/chromium failed (${(e as Error).message}); `;
    }
  } else {
    why = `@sparticuz/chromium ships Chromium for Linux x64 only, not ${platform()} ${arch()}; `;
  }
  if (existsSync(DEBIAN)) return { ok: true, path: DEBIAN, from: 'Debian' };
  return {
    ok: false,
    message:
      `no Chromium for the browser tests: ${why}run npm install (it brings @sparticuz/chromium), ` +
      `or apt-get install chromium, or set FRAY_CHROMIUM to a Chromium binary`,
  };
}

/**
 * Unpacks the package's brotli files into a folder of its version. The package unpacks into
 * os.tmpdir(), which it reads when it is called: TMPDIR points at a fresh folder for that call,
 * which is then renamed into place, so two test runs at once never see a half-written binary.
 */
async function unpackShipped(): Promise<string> {
  const pkg = join(root, 'node_modules', '@sparticuz', 'chromium');
  const pkgJson = join(pkg, 'package.json');
  if (!existsSync(pkgJson)) throw new Error('@sparticuz/chromium is not installed');
  const version = (JSON.parse(readFileSync(pkgJson, 'utf8')) as { version: string }).version;
  const dir = join(root, 'node_modules', '.cache', 'fray-chromium', version);
  const binary = join(dir, 'chromium');
  if (existsSync(binary)) return binary;
  const work = `${dir}.${String(process.pid)}.tmp`;
  rmSync(work, { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
  const { default: shipped } = (await import('@sparticuz/chromium')) as {
    default: { executablePath(input?: string): Promise<string> };
  };
  const saved = process.env['TMPDIR'];
  process.env['TMPDIR'] = work;
  let unpacked: Promise<string>;
  try {
    unpacked = shipped.executablePath(join(pkg, 'bin'));
  } finally {
    if (saved === undefined) delete process.env['TMPDIR'];
    else process.env['TMPDIR'] = saved;
  }
  await unpacked;
  if (!existsSync(join(work, 'chromium'))) throw new Error(`no chromium binary in ${work}`);
  try {
    renameSync(work, dir);
  } catch (e) {
    // Another run put it in place first: use theirs.
    rmSync(work, { recursive: true, force: true });
    if (!existsSync(binary)) throw e;
  }
  return binary;
}
