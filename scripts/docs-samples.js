// `npm run docs:samples`: regenerates the sample outputs in the README and the docs from the code,
// so that they cannot drift. A sample is a fenced block right after an HTML comment naming the
// commands that produce it:
//
//   <!-- sample: fray roll 6k3 --seed 12 -->            one command, or several on lines of
//   ```                                                  their own between `<!-- sample:` and
//   $ fray roll 6k3 --seed 12                            `-->`; each is run by sh in the
//   6k3[18(10+8), 5d, 1d, 19(10+9), 2d, 8] = 45          repository's root with `fray` being
//   seed 12                                              bin/fray.js (pipes work: printf … | fray
//   ```                                                  play …), and shown as `$ command` and
//                                                        what it printed, stdout then stderr.
//   <!-- sample output: fray roll 1d6 --json -->         `sample output:` shows only the output
//                                                        (a JSON block), without the `$` line.
//
// `--check` writes nothing and exits 1 naming each stale sample (test/docs/samples.test.ts runs
// it); file arguments replace the default files (README.md, docs/*.md, the rule sets' READMEs).
// Needs dist/ (`npm run docs:samples` builds it first).
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * `<!-- sample: … -->` or `<!-- sample output: … -->`, then the fenced block after it (Prettier
 * puts a blank line between them).
 */
const SAMPLE = /<!-- sample( output)?:([\s\S]*?)-->\n\n?(```[^\n]*)\n([\s\S]*?)^```$/gm;

function defaultFiles() {
  const docs = readdirSync(join(root, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => join('docs', f));
  const rules = readdirSync(join(root, 'src/rulesets'), { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => join('src/rulesets', e.name, 'README.md'));
  return ['README.md', ...docs, ...rules];
}

/** A directory with a `fray` that runs this checkout's bin/fray.js, for the PATH of the samples. */
function frayShim() {
  const dir = mkdtempSync(join(tmpdir(), 'fray-samples-'));
  const shim = join(dir, 'fray');
  writeFileSync(
    shim,
    `#!/bin/sh\nexec "${process.execPath}" "${join(root, 'bin/fray.js')}" "$@"\n`,
  );
  chmodSync(shim, 0o755);
  return dir;
}

function output(command, shim) {
  const r = spawnSync('sh', ['-c', command], {
    cwd: root,
    encoding: 'utf8',
    // A fixed width and no colour: the same text on every terminal (fray sim scales its bars).
    env: { ...process.env, PATH: `${shim}:${process.env.PATH}`, COLUMNS: '100', FRAY_DEBUG: '' },
  });
  if (r.error) throw r.error;
  return `${r.stdout}${r.stderr}`;
}

/**
 * Prettier formats the JSON blocks of Markdown (`npm run format`): a JSON sample is written as it
 * would leave them, so that the two never fight.
 */
async function formatter() {
  const prettier = await import('prettier');
  const options = (await prettier.resolveConfig(join(root, 'docs/cli.md'))) ?? {};
  return (text) => prettier.format(text, { ...options, parser: 'json' });
}

/** The text of a file with every sample regenerated, and the samples that changed. */
async function regenerate(text, shim, formatJson) {
  const stale = [];
  let count = 0;
  const fresh = [];
  for (const m of text.matchAll(SAMPLE)) {
    const [, onlyOutput, list, fence] = m;
    const commands = list
      .split('\n')
      .map((l) => l.trim())
      .filter((l) => l !== '');
    let shown = commands
      .map((c) => (onlyOutput ? output(c, shim) : `$ ${c}\n${output(c, shim)}`))
      .join('');
    if (fence === '```json') shown = await formatJson(shown);
    fresh.push({ commands, text: shown.endsWith('\n') ? shown : `${shown}\n` });
  }
  const next = text.replace(SAMPLE, (all, _onlyOutput, _list, _fence, body) => {
    const sample = fresh[count++];
    if (sample.text !== body) stale.push(sample.commands.join('; '));
    return all.slice(0, all.length - body.length - 3) + sample.text + '```';
  });
  return { text: next, stale, count };
}

const args = process.argv.slice(2);
const check = args.includes('--check');
const files = args.filter((a) => a !== '--check');
const shim = frayShim();
const formatJson = await formatter();
let problems = 0;
let samples = 0;
try {
  for (const file of files.length > 0 ? files : defaultFiles()) {
    const path = resolve(root, file);
    const text = readFileSync(path, 'utf8');
    const r = await regenerate(text, shim, formatJson);
    samples += r.count;
    for (const s of r.stale) {
      problems++;
      process.stdout.write(
        `${relative(root, path)}: ${check ? 'stale' : 'updated'} sample of ${s}\n`,
      );
    }
    if (!check && r.text !== text) writeFileSync(path, r.text);
  }
} finally {
  rmSync(shim, { recursive: true, force: true });
}
if (check && problems > 0) {
  process.stdout.write(`${problems} stale: run npm run docs:samples\n`);
  process.exit(1);
}
process.stdout.write(`${samples} samples ${check ? 'up to date' : 'written'}\n`);
