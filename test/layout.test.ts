/**
 * The layout of docs/architecture.md ("One shape for every rule set", issue 15), checked on the
 * files themselves; `npm run boundaries` checks the imports. A rule set's top level holds only its
 * shared data, its assemblers, its test kit and its whole-rule-set tests; every rule lives in a
 * folder named for the rule; no file name carries a prefix that stands for a folder; a file over
 * 400 lines says at its top why it is long.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const RULE_SETS = ['l5r4e', 'elan-moxie', 'combat-chaos'];

/** The files a rule set keeps at its top (docs/architecture.md, "A rule set's shape"). */
export const TOP_LEVEL = new Set([
  'README.md',
  'index.ts',
  // shared data: imported by the rule folders, importing none of them
  'sheet.ts',
  'state.ts',
  'events.ts',
  'options.ts',
  // assemblers: each gathers one RuleSet hook from the rule folders
  'decide.ts',
  'evolve.ts',
  'menu.ts',
  'odds.ts',
  'describe.ts',
  'status.ts',
  'sim.ts',
  'test-kit.ts',
]);

/** The marker a long file's first comment carries, with its reason after it. */
export const LONG_FILE_MARKER = 'Over 400 lines:';
const LIMIT = 400;

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

/** Source files in one folder whose names share a `word-` prefix with another: a folder unmade. */
function prefixed(dir: string): string[] {
  const found: string[] = [];
  const folders = [dir, ...walk(dir).map((f) => join(f, '..'))].filter(
    (d, i, all) => all.indexOf(d) === i,
  );
  for (const folder of folders) {
    const names = readdirSync(folder).filter(
      (n) => n.endsWith('.ts') && !n.endsWith('.test.ts') && n !== 'test-kit.ts',
    );
    const byPrefix = new Map<string, string[]>();
    for (const n of names) {
      const m = /^([a-z0-9]+)-/.exec(n);
      if (m?.[1] !== undefined) byPrefix.set(m[1], [...(byPrefix.get(m[1]) ?? []), n]);
    }
    for (const [prefix, group] of byPrefix) {
      const bare = names.includes(`${prefix}.ts`);
      if (group.length > 1 || bare)
        found.push(
          `${relative(root, folder)}/{${group.join(',')}}${bare ? ` beside ${prefix}.ts` : ''}`,
        );
    }
  }
  return found;
}

function long(dir: string): string[] {
  return walk(dir)
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
    .filter((f) => {
      const text = readFileSync(f, 'utf8');
      const lines = text.split('\n').length;
      const head = text.slice(0, 2000);
      return lines > LIMIT && !head.includes(LONG_FILE_MARKER);
    })
    .map((f) => relative(root, f));
}

describe.each(RULE_SETS)('the shape of rule set %s', (id) => {
  const dir = join(root, 'src/rulesets', id);

  it('keeps at its top only shared data, assemblers, its test kit and whole-rule-set tests', () => {
    const stray = readdirSync(dir)
      .filter((n) => statSync(join(dir, n)).isFile())
      .filter((n) => !TOP_LEVEL.has(n) && !n.endsWith('.test.ts'));
    expect(stray, 'move each into the folder of its rule').toEqual([]);
  });

  it('gives every rule folder an index.ts, the only file other folders may import', () => {
    const bare = readdirSync(dir)
      .filter((n) => statSync(join(dir, n)).isDirectory())
      .filter((n) => !readdirSync(join(dir, n)).includes('index.ts'));
    expect(bare).toEqual([]);
  });

  it('names no file with a prefix that stands for a folder', () => {
    expect(prefixed(dir)).toEqual([]);
  });

  it(`says at the top of any file over ${LIMIT} lines why it is long`, () => {
    expect(
      long(dir),
      `split it, or begin its first comment with "${LONG_FILE_MARKER} <why>"`,
    ).toEqual([]);
  });
});

describe.each(['src/app', 'src/cli'])('the shape of %s', (folder) => {
  const dir = join(root, folder);
  it('names no file with a prefix that stands for a folder', () => {
    expect(prefixed(dir)).toEqual([]);
  });
  it(`says at the top of any file over ${LIMIT} lines why it is long`, () => {
    expect(long(dir)).toEqual([]);
  });
});
