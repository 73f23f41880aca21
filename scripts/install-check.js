// `npm run install:check`: what `npm install -g` of the package gives a user, checked for real
// and with no network: `npm pack` (after a build), then `npm install -g --prefix <tmp> --offline`
// of the tarball (its dependencies are bundled), then the installed `fray` run outside the
// repository (--help lists every command, a seeded roll, an example encounter shipped in the
// package). A script, not a test: packing and installing take 15–40 s on a busy machine. The
// fast half (what the tarball holds) is test/e2e/install.test.ts.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const temp = mkdtempSync(join(tmpdir(), 'fray-install-'));
const env = { ...process.env, npm_config_offline: 'true', npm_config_audit: 'false' };

function step(what, command, args, cwd, expect) {
  const r = spawnSync(command, args, { cwd, encoding: 'utf8', env });
  const problem = r.status !== 0 ? `exit ${r.status}` : expect?.(r.stdout);
  if (problem) {
    process.stderr.write(`install check: ${what} failed: ${problem}\n${r.stdout}${r.stderr}\n`);
    rmSync(temp, { recursive: true, force: true });
    process.exit(1);
  }
  process.stdout.write(`ok  ${what}\n`);
  return r.stdout;
}

try {
  step('npm run build', 'npm', ['run', '--silent', 'build'], root);
  step('npm pack', 'npm', ['pack', '--ignore-scripts', '--pack-destination', temp], root);
  const tarball = readdirSync(temp).find((f) => f.endsWith('.tgz'));
  const prefix = join(temp, 'prefix');
  step(
    `npm install -g --prefix <tmp> --offline ${tarball}`,
    'npm',
    ['install', '-g', '--prefix', prefix, '--no-fund', join(temp, tarball)],
    temp,
  );
  const fray = join(prefix, 'bin', 'fray');
  const commands = ['roll', 'odds', 'demo', 'run', 'play', 'replay', 'sim'];
  step('fray --help lists every command', fray, ['--help'], temp, (out) => {
    const missing = commands.filter((c) => !new RegExp(`^  ${c} `, 'm').test(out));
    return missing.length > 0 ? `missing ${missing.join(', ')}` : undefined;
  });
  step('fray roll 6k3 --seed 12', fray, ['roll', '6k3', '--seed', '12'], temp, (out) =>
    out.startsWith('6k3[18(10+8), 5d, 1d, 19(10+9), 2d, 8] = 45') ? undefined : 'another roll',
  );
  const example = join(prefix, 'lib', 'node_modules', 'fray', 'examples', 'combat-chaos-duel.yaml');
  step('fray run <the packaged example>', fray, ['run', example], temp, (out) =>
    out.includes('Combat Chaos, seed 42') ? undefined : 'no fight',
  );
  step(
    'fray sim <the packaged example> (worker threads)',
    fray,
    ['sim', example, '--runs', '100', '--seed', '1', '--workers', '1'],
    temp,
    (out) => (out.includes('Wins') ? undefined : 'no report'),
  );
} finally {
  rmSync(temp, { recursive: true, force: true });
}
