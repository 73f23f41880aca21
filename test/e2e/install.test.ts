/**
 * Issue 16, "Installable". What `npm pack` puts in the tarball that `npm install -g` installs:
 * the command and what it runs (bin/, dist/ with the simulator's worker), the examples and docs a
 * user is pointed to, and the dependencies bundled, so that an install needs no network. The
 * install itself is `npm run install:check` (scripts/install-check.js; too slow for a test). Also:
 * `fray` with no command lists every command.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { program } from '../../src/cli/main.js';

const root = fileURLToPath(new URL('../..', import.meta.url));

describe('npm pack', () => {
  it(
    'holds bin/, dist/, the examples and docs, and bundles the dependencies',
    {
      timeout: 120_000,
    },
    () => {
      const r = spawnSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], {
        cwd: root,
        encoding: 'utf8',
      });
      expect(r.status, r.stderr).toBe(0);
      const [pack] = JSON.parse(r.stdout) as [
        { files: { path: string }[]; bundled: string[] } | undefined,
      ];
      const files = new Set(pack?.files.map((f) => f.path));
      for (const path of [
        'bin/fray.js',
        'package.json',
        'README.md',
        'dist/cli/main.js',
        'dist/index.js',
        'dist/app/sim/worker.js',
        'examples/l5r4e-duel.yaml',
        'docs/cli.md',
      ])
        expect(files, path).toContain(path);
      // Neither the sources nor the tests: the package runs from dist/.
      expect([...files].filter((f) => f.startsWith('src/') || f.startsWith('test/'))).toEqual([]);
      expect([...files].filter((f) => f.startsWith('dist/') && f.includes('.test.'))).toEqual([]);
      for (const dep of ['commander', 'yaml', 'zod', 'piscina', 'chart.js'])
        expect(pack?.bundled).toContain(dep);
    },
  );
});

describe('fray with no command', () => {
  it('lists every command of the program, and says one is needed (exit 2)', () => {
    const r = spawnSync(process.execPath, ['bin/fray.js'], { cwd: root, encoding: 'utf8' });
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    const names = program({} as never).commands.map((c) => c.name());
    expect(names.length).toBeGreaterThan(6);
    for (const name of names) expect(r.stderr).toMatch(new RegExp(`^  ${name} `, 'm'));
    const last = names[names.length - 1] ?? '';
    expect(r.stderr).toMatch(
      new RegExp(
        `^fray: a command is needed: ${names.slice(0, -1).join(', ')} or ${last} .*\\[cli/missing-command\\]$`,
        'm',
      ),
    );
  });
});
