import { describe, expect, it } from 'vitest';
import { toyRules } from '../testing/toy-rules.js';
import { createFromEncounter, parseEncounter } from './encounter/file.js';
import { encounterOf, parseLog, savedLog as asSaved } from './log-file.js';

const RULE_SETS = { toy: toyRules() };

function savedLog(): string {
  const e = parseEncounter(
    'ruleSet: toy\nseed: 1\ncombatants:\n  - { id: a, side: r, hp: 6 }\n  - { id: b, side: b, hp: 6 }\n',
    'duel.yaml',
    RULE_SETS,
  );
  if (!e.ok) throw new Error(JSON.stringify(e.error));
  const c = createFromEncounter(e.value);
  c.send({ type: 'StartCombat' });
  c.send({ type: 'EndTurn' });
  return JSON.stringify(c.log, null, 2);
}

describe('parseLog', () => {
  it('reads a saved log back, every field kept', () => {
    const text = savedLog();
    const r = parseLog(text, 'log.json', RULE_SETS);
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    expect(r.value.ruleSet.id).toBe('toy');
    expect(r.value.log).toEqual(JSON.parse(text));
  });

  it('a JSON syntax error at its line', () => {
    const r = parseLog('{\n  "initial": {\n', 'log.json', RULE_SETS);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error[0]).toMatchObject({ file: 'log.json', line: 3 });
      expect(r.error[0]?.hint).toMatch(/cut short/);
    }
  });

  it('a wrong shape: the outermost problems first, at most five, missing fields named', () => {
    const r = parseLog('{\n  "initial": {},\n  "entries": 3\n}\n', 'log.json', RULE_SETS);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error).toHaveLength(5);
    expect(r.error.map((i) => `${i.line}:${i.column} ${i.path}`)).toContain('3:3 entries');
    expect(r.error.find((i) => i.path === 'initial.ruleSet')?.message).toBe(
      'missing (expected string)',
    );
  });

  it('an unknown rule set, and a log that does not replay', () => {
    const log = JSON.parse(savedLog()) as {
      initial: { ruleSet: string };
      entries: { command: unknown; events: unknown[] }[];
    };
    const unknown = parseLog(
      JSON.stringify({ ...log, initial: { ...log.initial, ruleSet: 'x' } }),
      'l.json',
      RULE_SETS,
    );
    expect(unknown.ok ? [] : unknown.error.map((i) => i.message)).toEqual(['unknown rule set "x"']);
    log.entries.push({
      command: { type: 'AddCombatant' },
      events: [{ type: 'CombatantAdded', data: {} }],
    });
    const broken = parseLog(JSON.stringify(log), 'l.json', RULE_SETS);
    expect(broken.ok ? '' : broken.error[0]?.message).toMatch(/^the log does not replay: /);
  });

  it('issue 16: a log keeps the encounter it came from, first, and reads it back; older logs have none', () => {
    const e = parseEncounter(
      'ruleSet: toy\nseed: 1\ncombatants:\n  - { id: a, side: r, hp: 6 }\n  - { id: b, side: b, hp: 6 }\nscript: [{ type: StartCombat }]\n',
      'duel.yaml',
      RULE_SETS,
    );
    if (!e.ok) throw new Error(JSON.stringify(e.error));
    const c = createFromEncounter(e.value);
    c.send({ type: 'StartCombat' });
    const saved = asSaved(c.log, encounterOf(e.value));
    expect(Object.keys(saved)).toEqual(['encounter', 'initial', 'entries']);
    const r = parseLog(JSON.stringify(saved), 'log.json', RULE_SETS);
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    expect(r.value.encounter).toEqual({
      file: 'duel.yaml',
      ruleSet: 'toy',
      spec: e.value.spec,
      script: [{ type: 'StartCombat' }],
    });
    expect(Object.keys(r.value.log)).toEqual(['initial', 'entries']);
    const old = parseLog(JSON.stringify(c.log), 'old.json', RULE_SETS);
    expect(old.ok && old.value.encounter).toBe(undefined);
    const bad = parseLog(JSON.stringify({ ...saved, encounter: { file: 3 } }), 'b.json', RULE_SETS);
    expect(bad.ok ? [] : bad.error.map((i) => i.path)).toContain('encounter.file');
  });
});
