/**
 * Launching the browser tests' Chromium (found by test/support/chromium.ts in the global setup)
 * with the flags it needs here: no sandbox (the tests run as root in CI) and no background
 * networking (this machine's network is closed, and a test page must not reach out).
 */
import { chromium, type Browser } from 'playwright-core';
import { inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The Chromium binary, or '' when none was found (then `chromiumProblem` says why). */
    chromium: string;
    chromiumProblem: string;
  }
}

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export async function launchChromium(): Promise<Browser> {
  const path = inject('chromium');
  if (!path) throw new Error(inject('chromiumProblem'));
  return chromium.launch({ executablePath: path, args: CHROMIUM_ARGS });
}
