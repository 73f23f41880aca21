/**
 * The browser tests' Chromium comes from the project's own files (issue 14: `npm install && npm
 * test` on a fresh machine with no browser installed by hand), or the setup says what to do.
 */
import { existsSync } from 'node:fs';
import { arch, platform } from 'node:os';
import { afterEach, describe, expect, it } from 'vitest';
import { prepareChromium } from './chromium.js';

const saved = process.env['FRAY_CHROMIUM'];
afterEach(() => {
  if (saved === undefined) delete process.env['FRAY_CHROMIUM'];
  else process.env['FRAY_CHROMIUM'] = saved;
});

describe('the Chromium of the browser tests', () => {
  it.runIf(platform() === 'linux' && arch() === 'x64')(
    'is the one shipped in the npm package @sparticuz/chromium, unpacked under node_modules/.cache',
    async () => {
      delete process.env['FRAY_CHROMIUM'];
      const found = await prepareChromium();
      expect(found).toMatchObject({ ok: true, from: '@sparticuz/chromium' });
      if (!found.ok) return;
      expect(found.path).toMatch(/node_modules\/\.cache\/fray-chromium\/[\d.]+\/chromium$/);
      expect(existsSync(found.path)).toBe(true);
    },
  );

  it('FRAY_CHROMIUM overrides it, and a path with nothing there is a clear error', async () => {
    process.env['FRAY_CHROMIUM'] = '/nonexistent/chromium';
    expect(await prepareChromium()).toEqual({
      ok: false,
      message: 'FRAY_CHROMIUM is /nonexistent/chromium, and there is no file there',
    });
    process.env['FRAY_CHROMIUM'] = process.execPath;
    expect(await prepareChromium()).toEqual({
      ok: true,
      path: process.execPath,
      from: 'FRAY_CHROMIUM',
    });
  });
});
