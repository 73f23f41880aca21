#!/usr/bin/env node
// The `fray` command: runs the compiled CLI (src/cli/main.ts, built to dist/ by `npm run build`).
const entry = new URL('../dist/cli/main.js', import.meta.url);
let cli;
try {
  cli = await import(entry.href);
} catch (e) {
  if (e?.code !== 'ERR_MODULE_NOT_FOUND' || !String(e.message).includes('dist/cli/main.js'))
    throw e;
  process.stderr.write('fray: internal error: dist/cli/main.js is missing: run "npm run build"\n');
  process.exit(1);
}
await cli.main();
