import { describe, expect, it } from 'vitest';
import { createFromEncounter, parseEncounter } from '../../app/encounter/file.js';
import type { RollNeed } from '../../engine/index.js';
import { TOY_DUEL, toyCliRules } from '../../testing/toy-cli.js';
import { askDice, question, readFaces } from './table-dice.js';

const need: RollNeed = {
  kind: 'need',
  expression: '6k3',
  sides: 10,
  lo: 1,
  hi: 10,
  count: 6,
  cause: 'roll',
  have: [],
  why: { by: 'a', what: 'attack' },
};

function setup() {
  const rs = toyCliRules();
  const e = parseEncounter(TOY_DUEL.replace(/script:[\s\S]*$/, ''), 'duel.yaml', { toy: rs });
  if (!e.ok) throw new Error(JSON.stringify(e.error));
  return createFromEncounter(e.value);
}

describe('physical dice at the prompt (issue 16)', () => {
  it('the question names who rolls, for what, the roll and how many dice; an explosion asks for more', () => {
    const { state } = setup();
    expect(question(state, { type: 'Attack' }, need)).toBe(
      "Ann's attack: 6k3, type 6 d10 or press Enter to roll (c cancels)",
    );
    const more = { ...need, count: 1, cause: 'explosion' as const, have: [10, 3, 2, 2, 1, 1] };
    expect(question(state, { type: 'Attack' }, more)).toBe(
      "Ann's attack: 6k3 (so far 10, 3, 2, 2, 1, 1), a die exploded: type 1 d10 more or press Enter to roll (c cancels)",
    );
  });

  it('typed faces: whole numbers, as many as asked, each a face of the die; else why', () => {
    expect(readFaces('10 3,2 2 1 1', need)).toEqual([10, 3, 2, 2, 1, 1]);
    expect(readFaces('1 2 3', need)).toMatch(/^6 faces are asked for, not 3: type 6/);
    expect(readFaces('1 2 3 4 5 11', need)).toBe(
      '11 is not a face of a d10 (1 to 10): type the faces again',
    );
    expect(readFaces('1 2 x', need)).toMatch(/^faces are whole numbers/);
  });

  it('asks roll by roll, again on a bad face, and sends the command once with all its faces', async () => {
    const c = setup();
    const lines = ['7', '21', ''];
    const said: string[] = [];
    const asked: string[] = [];
    const r = await askDice(
      c.ruleSet,
      c.state,
      { type: 'StartCombat' },
      {
        say: (l) => said.push(...l),
        ask: (q) => {
          asked.push(q);
          return Promise.resolve(lines.shift());
        },
      },
    );
    expect(r.kind).toBe('send');
    // The toy rule set does not say who rolls its initiative: the GM rolls for the table.
    expect(asked).toEqual(
      Array(3).fill("GM's roll: 1d20, type 1 d20 or press Enter to roll (c cancels) > "),
    );
    expect(said).toContain('  21 is not a face of a d20 (1 to 20): type the face again');
    expect(said.some((l) => /^ {2}rolled \d+$/.test(l))).toBe(true);
    const faces = r.kind === 'send' ? r.command.meta?.faces : undefined;
    expect(faces?.[0]).toBe(7);
    expect(c.send(r.kind === 'send' ? r.command : { type: '' }).ok).toBe(true);
    expect(c.state.status).toBe('active');
  });

  it('c cancels, the end of the input ends, and nothing is sent', async () => {
    const c = setup();
    const prompt = (line: string | undefined) => ({
      say: () => undefined,
      ask: () => Promise.resolve(line),
    });
    expect(await askDice(c.ruleSet, c.state, { type: 'StartCombat' }, prompt('c'))).toEqual({
      kind: 'cancelled',
    });
    expect(await askDice(c.ruleSet, c.state, { type: 'StartCombat' }, prompt(undefined))).toEqual({
      kind: 'end',
    });
    expect(c.state.status).toBe('setup');
  });
});
