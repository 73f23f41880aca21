import { describe, expect, it } from 'vitest';
import type { Rolled } from '../../engine/index.js';
import { l5r4e } from './index.js';
import {
  AKODO_FIRST,
  akodo,
  bayushi,
  combat,
  dataOf,
  ofType,
  refused,
  send,
  start,
} from './test-kit.js';

const archer = akodo({
  weapon: { name: 'yumi', damage: '2k2', skill: 'kyujutsu', range: 250, strength: 3 },
  skills: { kyujutsu: 3 },
  position: { x: 0, y: 0 },
});

/** Both end their Round 1 turns: Round 2, Akodo's turn. */
function roundTwo(c = combat()) {
  start(c, ...AKODO_FIRST);
  send(c, { type: 'EndTurn' });
  send(c, { type: 'EndTurn' });
  return c;
}

describe('picking a Stance', () => {
  it("seed 000: 'On the first Round of a combat, characters can pick a Stance in Stage 1, before rolling Initiative'", () => {
    const c = combat();
    expect(dataOf(c.state, 'akodo').stance).toBe('attack'); // the default
    send(c, { type: 'SetStance', data: { stance: 'defense' }, meta: { actor: 'akodo' } });
    send(c, { type: 'SetStance', data: { stance: 'fullAttack', id: 'bayushi' } }); // the GM
    expect(dataOf(c.state, 'akodo').stance).toBe('defense');
    expect(dataOf(c.state, 'bayushi').stance).toBe('fullAttack');
    expect(
      refused(c, {
        type: 'SetStance',
        data: { stance: 'center', id: 'akodo' },
        meta: { actor: 'bayushi' },
      }),
    ).toBe('turn/not-your-turn');
    expect(refused(c, { type: 'SetStance', data: { stance: 'center' } })).toBe(
      'l5r4e/no-such-combatant',
    );
    expect(refused(c, { type: 'SetStance', data: { stance: 'sleepy', id: 'akodo' } })).toBe(
      'l5r4e/bad-stance',
    );
  });

  it('in Round 1 the Stance cannot change once Initiative is rolled', () => {
    const c = combat();
    start(c, ...AKODO_FIRST);
    expect(refused(c, { type: 'SetStance', data: { stance: 'defense' } })).toBe(
      'l5r4e/stance-timing',
    );
  });

  it("seed 000: 'On later rounds, characters can pick a Stance in Stage 2, before their Actions'", () => {
    const c = roundTwo();
    send(c, { type: 'SetStance', data: { stance: 'fullAttack' } });
    expect(dataOf(c.state, 'akodo').stance).toBe('fullAttack');
    expect(refused(c, { type: 'SetStance', data: { stance: 'attack' } })).toBe(
      'l5r4e/stance-timing',
    );
    const d = roundTwo();
    send(d, { type: 'Speak', data: { words: 'For the Lion!' } });
    expect(refused(d, { type: 'SetStance', data: { stance: 'defense' } })).toBe(
      'l5r4e/stance-timing',
    );
  });

  it('picking a Stance is not an Action: the Turn may still be delayed', () => {
    const c = roundTwo();
    send(c, { type: 'SetStance', data: { stance: 'defense' } });
    send(c, { type: 'Delay' });
    expect(c.state.current).toBe('bayushi');
  });
});

describe("seed 000: 'Stances affect what Actions a combatants may take'; 'On their Turn each Round, characters can take Actions, limited by their Stance' (reference §3.4)", () => {
  it('Full Attack: +2k1 to attack rolls', () => {
    const c = combat();
    send(c, { type: 'SetStance', data: { stance: 'fullAttack', id: 'akodo' } });
    start(c, ...AKODO_FIRST);
    const [hit] = send(c, {
      type: 'Attack',
      data: { target: 'bayushi' },
      meta: { faces: [1, 1, 1, 1, 1, 1, 1, 1] },
    });
    expect((hit?.data['roll'] as Rolled).expression).toBe('8k4');
  });

  it('Full Attack: −10 Armor TN', () => {
    const c = combat();
    send(c, { type: 'SetStance', data: { stance: 'fullAttack', id: 'bayushi' } });
    start(c, ...AKODO_FIRST);
    const [e] = send(c, {
      type: 'Attack',
      data: { target: 'bayushi' },
      meta: { faces: [1, 1, 1, 1, 1, 1] },
    });
    expect(e?.data['tn']).toBe(10); // 5×2 + 5 + 5 (light armor) − 10
  });

  it('Full Attack: no ranged attacks, and no Simple Actions but attacks and Moves', () => {
    const c = combat([archer, bayushi({ position: { x: 40, y: 0 } })]);
    send(c, { type: 'SetStance', data: { stance: 'fullAttack', id: 'akodo' } });
    start(c, ...AKODO_FIRST);
    expect(refused(c, { type: 'Attack', data: { target: 'bayushi' } })).toBe(
      'l5r4e/stance-forbids',
    );
    expect(refused(c, { type: 'Speak', data: { words: 'a speech of more than five words' } })).toBe(
      'l5r4e/stance-forbids',
    );
    expect(refused(c, { type: 'Move', data: { to: { x: -10, y: 0 }, as: 'simple' } })).toBe(
      'l5r4e/stance-forbids', // Moves only to close with enemies
    );
    send(c, { type: 'Move', data: { to: { x: 20, y: 0 }, as: 'simple' } });
  });

  it('Defense: + (Air + Defense Skill rank) to Armor TN; no attacks', () => {
    const c = combat();
    send(c, { type: 'SetStance', data: { stance: 'defense', id: 'akodo' } });
    start(c, [1, 1, 1, 1, 1, 1], [9, 9, 1, 1, 1]); // Bayushi first
    expect(c.state.current).toBe('bayushi');
    const [e] = send(c, {
      type: 'Attack',
      data: { target: 'akodo' },
      meta: { faces: [1, 1, 1, 1, 1] },
    });
    expect(e?.data['tn']).toBe(24); // 5×3 + 5, + Air 2 + Defense 2
    send(c, { type: 'EndTurn' });
    expect(refused(c, { type: 'Attack', data: { target: 'bayushi' } })).toBe(
      'l5r4e/stance-forbids',
    );
  });

  it('Full Defense: only Free Actions', () => {
    const c = combat([akodo(), bayushi({ position: { x: 30, y: 0 } })]);
    send(c, { type: 'SetStance', data: { stance: 'fullDefense', id: 'akodo' } });
    start(c, ...AKODO_FIRST);
    expect(refused(c, { type: 'Move', data: { to: { x: 20, y: 0 }, as: 'simple' } })).toBe(
      'l5r4e/stance-forbids',
    );
    send(c, { type: 'Move', data: { to: { x: 10, y: 0 }, as: 'free' } });
    send(c, { type: 'Speak', data: { words: 'Come closer' } });
    expect(refused(c, { type: 'Attack', data: { target: 'bayushi' } })).toBe('l5r4e/out-of-reach');
  });

  it('Full Defense refuses attacks even within reach', () => {
    const c = combat();
    send(c, { type: 'SetStance', data: { stance: 'fullDefense', id: 'akodo' } });
    start(c, ...AKODO_FIRST);
    expect(refused(c, { type: 'Attack', data: { target: 'bayushi' } })).toBe(
      'l5r4e/stance-forbids',
    );
  });

  it('Center: every Action is given up this Round; the kernel then ends the Turn by itself', () => {
    const c = roundTwo();
    const events = send(c, { type: 'SetStance', data: { stance: 'center' } });
    expect(ofType(events, 'TurnEnded')).toHaveLength(1);
    expect(c.state.current).toBe('bayushi');
    const d = combat();
    send(d, { type: 'SetStance', data: { stance: 'center', id: 'akodo' } });
    start(d, ...AKODO_FIRST);
    expect(refused(d, { type: 'Speak', data: { words: 'Hm' } })).toBe('l5r4e/stance-forbids');
    expect(l5r4e.legalActions(d.state, 'akodo').map((o) => o.command.type)).toEqual(['EndTurn']);
  });
});
