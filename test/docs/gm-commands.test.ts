/**
 * Issue 16, "docs/engine.md gives the data of every GM command with an example": the examples of
 * its section "The GM's hand" are commands the engine accepts. Each `<!-- gm-examples: <file> -->`
 * section is played on a fresh combat of that example file: every `g Type {data}` line (as typed
 * at the `fray play` prompt) is sent in order as the GM and must be accepted, and the script line
 * under it (`- { type: …, data: … }`, as in an encounter file) must be the same command.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { createFromEncounter, parseEncounter } from '../../src/app/encounter/file.js';
import type { Command } from '../../src/engine/index.js';
import { RULE_SETS } from '../../src/rulesets/registry.js';

const root = new URL('../../', import.meta.url);
const doc = readFileSync(new URL('docs/engine.md', root), 'utf8');
const hand = doc.slice(
  doc.indexOf("## The GM's hand"),
  doc.indexOf('\n## ', doc.indexOf("## The GM's hand") + 1),
);

interface Example {
  readonly typed: string;
  readonly script: string;
}

/** Each section's example file and its example pairs, in order. */
const SECTIONS = hand
  .split('<!-- gm-examples: ')
  .slice(1)
  .map((part) => {
    const file = part.slice(0, part.indexOf(' -->'));
    const lines = [...part.matchAll(/^ *```\n([\s\S]*?)^ *```$/gm)].flatMap((m) =>
      (m[1] ?? '')
        .split('\n')
        .map((l) => l.trim())
        .filter((l) => l !== ''),
    );
    const examples: Example[] = [];
    for (let i = 0; i < lines.length; i += 2)
      examples.push({ typed: lines[i] ?? '', script: lines[i + 1] ?? '' });
    return { file, examples };
  });

/** `g Fear {rank: 2}` as `fray play` reads it: the type, the data in YAML flow, the GM's. */
function typedCommand(line: string): Command {
  const m = /^g ([A-Za-z]+)(?: (.+))?$/.exec(line);
  if (!m) throw new Error(`not a g command: ${line}`);
  const data: unknown = m[2] === undefined ? undefined : parse(m[2]);
  return {
    type: m[1] ?? '',
    ...(data === undefined ? {} : { data: data as Record<string, unknown> }),
  };
}

describe("docs/engine.md, the GM's hand", () => {
  it('has a section for the kernel and for each rule set, each with examples', () => {
    expect(SECTIONS.map((s) => s.file)).toHaveLength(4);
    for (const s of SECTIONS) expect(s.examples.length).toBeGreaterThan(1);
  });

  describe.each(SECTIONS)('the examples on $file', ({ file, examples }) => {
    it('are accepted in order, and each script line is the command typed', () => {
      const text = readFileSync(new URL(file, root), 'utf8').replace(/^script:[\s\S]*$/m, '');
      const parsed = parseEncounter(text, file, RULE_SETS);
      if (!parsed.ok) throw new Error(JSON.stringify(parsed.error));
      const combat = createFromEncounter(parsed.value);
      for (const { typed, script } of examples) {
        const command = typedCommand(typed);
        expect(parse(script.replace(/^- /, '')), script).toEqual(command);
        const r = combat.send({ ...command, meta: { actor: 'gm' } });
        expect(r.ok ? 'accepted' : `${r.error.code}: ${r.error.message}`, typed).toBe('accepted');
      }
    });
  });
});
