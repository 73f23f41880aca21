/**
 * Vitest global setup: compiles src/ to dist/ once before the tests, so that the end-to-end tests
 * can spawn `node bin/fray.js` on a clean checkout (`npx vitest run` needs no `npm run build`).
 */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

export default function setup(): void {
  try {
    execFileSync(
      process.execPath,
      ['node_modules/typescript/bin/tsc', '-p', 'tsconfig.build.json'],
      { cwd: root, stdio: 'pipe' },
    );
  } catch (e) {
    const out = (e as { stdout?: Buffer }).stdout?.toString() ?? '';
    throw new Error(`the build (tsc -p tsconfig.build.json) failed:\n${out}`, { cause: e });
  }
}
