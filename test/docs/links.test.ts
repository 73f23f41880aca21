/**
 * Issue 16, "no README or doc points at a path outside the repository": a reader of the
 * repository alone must be able to follow every link. Every relative link of the README, the docs
 * (decisions included), the rule sets' and the example rule set's READMEs and shared/README.md
 * resolves to a file or folder in the repository; none is absolute; no text names a path on the
 * machine it was written on (`/work/…`) or a `../` path that leaves the repository.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));

function markdown(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? markdown(join(dir, e.name))
      : e.name.endsWith('.md')
        ? [join(dir, e.name)]
        : [],
  );
}

const FILES = [
  'README.md',
  'shared/README.md',
  'examples/custom-rule-set/README.md',
  ...markdown('docs'),
  ...readdirSync(join(root, 'src/rulesets'), { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => `src/rulesets/${e.name}/README.md`),
];

/** The text outside fenced code blocks (samples of output may show any path). */
const prose = (text: string): string => text.replace(/^```[^\n]*\n[\s\S]*?^```$/gm, '');

/** Link targets: `[text](target)` and `[name]: target` reference definitions. */
function links(text: string): string[] {
  const inline = [...text.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)].map((m) => m[1] ?? '');
  const refs = [...text.matchAll(/^\s*\[[^\]]+\]:\s+(\S+)/gm)].map((m) => m[1] ?? '');
  return [...inline, ...refs];
}

const inside = (path: string): boolean => {
  const rel = relative(root, path);
  return rel === '' || (!rel.startsWith('..') && !rel.startsWith(sep));
};

describe.each(FILES)('%s', (file) => {
  const text = prose(readFileSync(join(root, file), 'utf8'));

  it('every relative link resolves to a file in the repository, and none is absolute', () => {
    const bad: string[] = [];
    for (const target of links(text)) {
      if (/^(https?|mailto):/.test(target) || target.startsWith('#')) continue;
      if (/^[a-z]+:/i.test(target) || target.startsWith('/')) {
        bad.push(`${target}: absolute; link relative to ${file}`);
        continue;
      }
      const path = resolve(root, dirname(file), decodeURI(target.split('#')[0] ?? ''));
      if (!inside(path)) bad.push(`${target}: outside the repository`);
      else if (!existsSync(path)) bad.push(`${target}: no such file`);
    }
    expect(bad).toEqual([]);
  });

  it('names no path outside the repository in its text', () => {
    const bad = [...text.matchAll(/`([^`\n]+)`/g)]
      .map((m) => m[1] ?? '')
      .filter(
        (code) =>
          /(^|\s)\/work\//.test(code) ||
          (code.startsWith('../') && !inside(resolve(root, dirname(file), code))),
      );
    expect(bad).toEqual([]);
    expect(text).not.toMatch(/\/work\/shared/);
  });
});
