import { describe, expect, it } from 'vitest';
import { createFromEncounter, parseEncounter } from '../../app/encounter/file.js';
import type { ActionOption, Combat, RuleSet } from '../../engine/index.js';
import { TOY_DUEL, toyCliRules } from '../../testing/toy-cli.js';
import { parseChoice } from './choice.js';
import { Keyring } from './keys.js';
import {
  chosenCommand,
  detailsText,
  menuFor,
  menuText,
  oddsText,
  optionOf,
  wholePercent,
} from './menu.js';

function duel(): Combat {
  const rs = toyCliRules();
  const e = parseEncounter(TOY_DUEL, 'duel.yaml', { toy: rs });
  if (!e.ok) throw new Error(JSON.stringify(e.error));
  return createFromEncounter(e.value);
}

describe('menuFor', () => {
  it('issue 14: every option of a turn is sent by its combatant, so a stale choice is refused with turn/turn-over, never given to the next', () => {
    const c = duel();
    c.send({ type: 'StartCombat', meta: { faces: [10, 5] } });
    const menu = menuFor(c.ruleSet, c.state);
    expect(menu.options.every((o) => o.command.meta?.actor === 'a')).toBe(true);
    const attack = chosenCommand(menu, 'a');
    if (!attack) throw new Error('no option a');
    expect(c.send(attack).ok).toBe(true); // the Attack ends Ann's turn by itself
    expect(c.state.current).toBe('b');
    const stale = chosenCommand(menu, 'e'); // "End the turn" from Ann's menu
    const r = stale ? c.send(stale) : undefined;
    expect(r && !r.ok && r.error.code).toBe('turn/turn-over');
    expect(c.state.current).toBe('b');
  });

  it('offers StartCombat before the fight', () => {
    const c = duel();
    const menu = menuFor(c.ruleSet, c.state);
    expect(menu.actor).toBeNull();
    expect(menu.options.map((o) => o.command.type)).toEqual(['StartCombat']);
  });

  it('lists the current combatant’s actions with their actor, then EndTurn and Delay', () => {
    const c = duel();
    c.send({ type: 'StartCombat', meta: { faces: [10, 5] } });
    const menu = menuFor(c.ruleSet, c.state);
    expect(menu.actor).toBe('a');
    expect(menu.options.map((o) => o.label)).toEqual([
      'Attack Bob',
      'End the turn',
      'Delay (act later this round)',
    ]);
    expect(menu.options[0]?.command).toEqual({
      type: 'Attack',
      data: { target: 'b' },
      meta: { actor: 'a' },
    });
    expect(menuText(menu)).toEqual([
      "Round 1 · Ann's turn",
      '  a   Attack Bob   (62 % to hit · 18 % with 1 Raise)',
      '  e   End the turn',
      '  de  Delay (act later this round)',
      '  KEY take it · p KEY your own dice, roll by roll · ? KEY details · s status · u undo · r redo · g Type {data} GM · q quit',
    ]);
  });

  it('lets a delayed combatant act now, before the current one has acted', () => {
    const c = duel();
    c.send({ type: 'StartCombat', meta: { faces: [10, 5] } });
    c.send({ type: 'Delay' });
    const menu = menuFor(c.ruleSet, c.state);
    expect(menu.actor).toBe('b');
    const actNow = menu.options.find((o) => o.command.type === 'ActNow');
    expect(actNow).toMatchObject({ label: 'Ann acts now (delayed)' });
    expect(c.send(actNow?.command ?? { type: '' }).ok).toBe(true);
    expect(c.state.current).toBe('a');
  });

  it('offers the reactor’s options and DeclineReaction when a reaction is pending', () => {
    const c = duel();
    c.send({ type: 'StartCombat', meta: { faces: [10, 5] } });
    const pending = { kind: 'reaction' as const, reactor: 'b', trigger: 'attack-of-opportunity' };
    const menu = menuFor(c.ruleSet, { ...c.state, pending });
    expect(menu.actor).toBe('b');
    expect(menu.heading).toMatch(/waiting for Bob to react \(attack-of-opportunity\)/);
    expect(menu.options.map((o) => o.command)).toEqual([
      { type: 'Attack', data: { target: 'a' }, meta: { actor: 'b' } },
      { type: 'DeclineReaction', meta: { actor: 'b' } },
    ]);
  });
});

describe('odds and choices', () => {
  it('whole percentages never round a possible outcome to 0 % or a possible miss to 100 %', () => {
    expect(wholePercent(0.62)).toBe('62 %');
    expect(wholePercent(0.004)).toBe('< 1 %');
    expect(wholePercent(0.996)).toBe('> 99 %');
    expect(wholePercent(0)).toBe('0 %');
    expect(wholePercent(1)).toBe('100 %');
  });

  it('oddsText shows the hit chance, up to three Raises, the mean damage and the note', () => {
    expect(oddsText({ hit: 0.62 })).toBe('62 % to hit');
    // An opposed roll labels its chance itself (issue 14: "to hit" is not the label of an opposed check).
    expect(oddsText({ hit: 0.47, label: 'to win' })).toBe('47 % to win');
    expect(
      oddsText({
        hit: 0.62,
        withRaises: [0.18, 0.05, 0.01, 0.001],
        damage: { expression: '2k2', min: 2, probabilities: [1], leftover: 0, mean: 12.34 },
        note: 'TN 20',
      }),
    ).toBe(
      '62 % to hit · 18 % with 1 Raise · 5 % with 2 Raises · 1 % with 3 Raises · damage 12.3 on average · TN 20',
    );
  });

  it('parseChoice reads keys, numbers, dice, details, status, undo, redo, quit and help', () => {
    expect(parseChoice(' 2 ')).toEqual({ kind: 'option', key: '2' });
    expect(parseChoice('A+1')).toEqual({ kind: 'option', key: 'a+1' });
    expect(parseChoice('m2')).toEqual({ kind: 'option', key: 'm2' });
    expect(parseChoice('d 1 10,3, 8')).toEqual({ kind: 'option', key: '1', faces: [10, 3, 8] });
    expect(parseChoice('d2 4 5')).toEqual({ kind: 'option', key: '2', faces: [4, 5] });
    expect(parseChoice('d a.1 4 5')).toEqual({ kind: 'option', key: 'a.1', faces: [4, 5] });
    expect(parseChoice('p a')).toEqual({ kind: 'physical', key: 'a' });
    expect(parseChoice('? a')).toEqual({ kind: 'details', key: 'a' });
    expect(parseChoice('s')).toEqual({ kind: 'status' });
    expect(parseChoice('u')).toEqual({ kind: 'undo' });
    expect(parseChoice('R')).toEqual({ kind: 'redo' });
    expect(parseChoice('q')).toEqual({ kind: 'quit' });
    expect(parseChoice('?')).toEqual({ kind: 'help' });
    expect(parseChoice('')).toEqual({ kind: 'empty' });
    expect(parseChoice('d 1 x')).toMatchObject({ kind: 'invalid' });
    expect(parseChoice('a b c')).toEqual({ kind: 'invalid', message: '"a b c" is not a choice' });
  });

  it('chosenCommand adds the typed dice; no command for a key or number off the menu', () => {
    const c = duel();
    const menu = menuFor(c.ruleSet, c.state);
    expect(chosenCommand(menu, '1', [10, 5])).toEqual({
      type: 'StartCombat',
      meta: { faces: [10, 5] },
    });
    expect(chosenCommand(menu, 'sc')).toEqual({ type: 'StartCombat' });
    expect(chosenCommand(menu, '2')).toBeUndefined();
    expect(chosenCommand(menu, 'zz')).toBeUndefined();
  });
});

describe('stable keys, the plain attack first, variants folded (issue 16)', () => {
  /** Ann's options as the test sets them, over the toy duel. */
  function scripted(): { c: Combat; rs: RuleSet; set: (o: ActionOption[]) => void } {
    let now: ActionOption[] = [];
    const c = duel();
    c.send({ type: 'StartCombat', meta: { faces: [10, 5] } });
    const rs: RuleSet = { ...c.ruleSet, legalActions: () => now };
    return { c, rs, set: (o) => (now = o) };
  }
  const attack = (
    target: string,
    extra: Record<string, unknown> = {},
    label = '',
  ): ActionOption => ({
    command: { type: 'Attack', data: { target, ...extra } },
    label: `Attack ${target}${label}`,
    odds: { hit: 0.5 },
  });
  const speak: ActionOption = { command: { type: 'Speak' }, label: 'Speak' };
  const move = (x: number): ActionOption => ({
    command: { type: 'Move', data: { to: { x, y: 0 } } },
    label: `Move to ${x}`,
  });

  it('keys come from the command, the attack first; a Raise ladder folds into one line', () => {
    const { c, rs, set } = scripted();
    set([
      speak,
      move(1),
      move(2),
      attack('b'),
      attack('b', { raises: 1 }, ' (1 Raise)'),
      attack('b', { calledShot: 'arm' }, ': Called Shot'),
    ]);
    const menu = menuFor(rs, c.state, new Keyring());
    expect(menu.lines.map((l) => [l.key, l.option.label, l.variants.map((v) => v.key)])).toEqual([
      ['a', 'Attack b', ['a+1', 'a.1']],
      ['sp', 'Speak', []],
      ['m', 'Move to 1', []],
      ['m2', 'Move to 2', []],
      ['e', 'End the turn', []],
      ['de', 'Delay (act later this round)', []],
    ]);
    expect(menuText(menu)[1]).toBe('  a   Attack b   (50 % to hit)   [+2 more: ? a]');
    const line = menu.lines[0];
    if (!line) throw new Error('no line');
    expect(detailsText(line)).toEqual([
      '  a    Attack b   (50 % to hit)',
      '  a+1  Attack b (1 Raise)   (50 % to hit)',
      '  a.1  Attack b: Called Shot   (50 % to hit)',
    ]);
    expect(optionOf(menu, 'a+1')?.command.data).toEqual({ target: 'b', raises: 1 });
    expect(optionOf(menu, '3')?.label).toBe('Move to 1');
  });

  it('an option keeps its key for the turn when others come and go; a new turn starts afresh', () => {
    const { c, rs, set } = scripted();
    const keys = new Keyring();
    set([move(1), move(2), speak]);
    expect(menuFor(rs, c.state, keys).lines.map((l) => l.key)).toEqual([
      'm',
      'm2',
      'sp',
      'e',
      'de',
    ]);
    set([move(2), speak, attack('b')]);
    const later = menuFor(rs, c.state, keys);
    expect(later.lines.map((l) => `${l.key} ${l.option.label}`)).toEqual([
      'a Attack b',
      'm2 Move to 2',
      'sp Speak',
      'e End the turn',
      'de Delay (act later this round)',
    ]);
    expect(chosenCommand(later, 'm')).toBeUndefined();
    const next = { ...c.state, current: 'b' };
    expect(menuFor(rs, next, keys).lines.map((l) => l.key)).toEqual(['a', 'm', 'sp', 'e', 'de']);
  });
});

describe('GM commands typed at the play prompt', () => {
  it('g Type {data} sends any command as the GM, the data in YAML flow or JSON', () => {
    expect(parseChoice('g Fear {rank: 2, source: oni}')).toEqual({
      kind: 'gm',
      command: { type: 'Fear', data: { rank: 2, source: 'oni' }, meta: { actor: 'gm' } },
    });
    expect(parseChoice('gm Fall {"id": "akodo", "feet": 20}')).toMatchObject({
      kind: 'gm',
      command: { type: 'Fall', data: { id: 'akodo', feet: 20 } },
    });
    expect(parseChoice('g EndCombat')).toEqual({
      kind: 'gm',
      command: { type: 'EndCombat', meta: { actor: 'gm' } },
    });
  });

  it('the data is read as a file is: YAML block or flow; aliases and __proto__ refused', () => {
    expect(parseChoice('g Fear rank: 2')).toMatchObject({
      kind: 'gm',
      command: { type: 'Fear', data: { rank: 2 } },
    });
    const alias = parseChoice('g Fear {a: &x 1, b: *x}');
    expect(alias).toMatchObject({ kind: 'invalid' });
    expect(alias.kind === 'invalid' && alias.message).toMatch(
      /column \d+: aliases are not allowed/,
    );
    const proto = parseChoice('g Fear {__proto__: {rank: 9}}');
    expect(proto.kind === 'invalid' && proto.message).toMatch(/"__proto__" is not allowed/);
    expect(parseChoice('g Fear {rank: 1, rank: 2}')).toMatchObject({ kind: 'invalid' });
  });

  it('bad data is refused with what to type', () => {
    expect(parseChoice('g Fear [1, 2]')).toMatchObject({ kind: 'invalid' });
    expect(parseChoice('g Fear {rank: ')).toMatchObject({ kind: 'invalid' });
    expect(parseChoice('g 12')).toMatchObject({ kind: 'invalid' });
  });
});
