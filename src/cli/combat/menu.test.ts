import { describe, expect, it } from 'vitest';
import { createFromEncounter, parseEncounter } from '../../app/encounter/file.js';
import type { Combat } from '../../engine/index.js';
import { TOY_DUEL, toyCliRules } from '../../testing/toy-cli.js';
import { chosenCommand, menuFor, menuText, oddsText, parseChoice, wholePercent } from './menu.js';

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
    const attack = chosenCommand(menu, 1);
    if (!attack) throw new Error('no option 1');
    expect(c.send(attack).ok).toBe(true); // the Attack ends Ann's turn by itself
    expect(c.state.current).toBe('b');
    const stale = chosenCommand(menu, 2); // "End the turn" from Ann's menu
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
      '  1  Attack Bob   (62 % to hit · 18 % with 1 Raise)',
      '  2  End the turn',
      '  3  Delay (act later this round)',
      '  u undo · r redo · d N f1,f2,... option N with your own dice · g Type {data} a GM command · q quit',
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

  it('parseChoice reads numbers, dice, undo, redo, quit and help', () => {
    expect(parseChoice(' 2 ')).toEqual({ kind: 'option', n: 2 });
    expect(parseChoice('d 1 10,3, 8')).toEqual({ kind: 'option', n: 1, faces: [10, 3, 8] });
    expect(parseChoice('d2 4 5')).toEqual({ kind: 'option', n: 2, faces: [4, 5] });
    expect(parseChoice('u')).toEqual({ kind: 'undo' });
    expect(parseChoice('R')).toEqual({ kind: 'redo' });
    expect(parseChoice('q')).toEqual({ kind: 'quit' });
    expect(parseChoice('?')).toEqual({ kind: 'help' });
    expect(parseChoice('')).toEqual({ kind: 'empty' });
    expect(parseChoice('d 1 x')).toMatchObject({ kind: 'invalid' });
    expect(parseChoice('attack')).toEqual({ kind: 'invalid', message: '"attack" is not a choice' });
  });

  it('chosenCommand adds the typed dice; no command for a number off the menu', () => {
    const c = duel();
    const menu = menuFor(c.ruleSet, c.state);
    expect(chosenCommand(menu, 1, [10, 5])).toEqual({
      type: 'StartCombat',
      meta: { faces: [10, 5] },
    });
    expect(chosenCommand(menu, 2)).toBeUndefined();
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

  it('bad data is refused with what to type', () => {
    expect(parseChoice('g Fear [1, 2]')).toMatchObject({ kind: 'invalid' });
    expect(parseChoice('g Fear {rank: ')).toMatchObject({ kind: 'invalid' });
    expect(parseChoice('g 12')).toMatchObject({ kind: 'invalid' });
  });
});
