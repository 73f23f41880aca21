/**
 * Vitest global setup, once before the tests:
 * - compiles src/ to dist/, so that the end-to-end tests can spawn `node bin/fray.js` on a clean
 *   checkout (`npx vitest run` needs no `npm run build`);
 * - finds (and the first time unpacks) the Chromium of the browser tests, and hands its path to
 *   them (test/support/chromium.ts): a missing browser fails those tests with a message that says
 *   what to do, and no other test.
 */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { prepareChromium } from '../support/chromium.js';

const root = fileURLToPath(new URL('../..', import.meta.url));

export default async function setup(project: TestProject): Promise<void> {
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
  const found = await prepareChromium();
  project.provide('chromium', found.ok ? found.path : '');
  project.provide('chromiumProblem', found.ok ? '' : found.message);
}
