import { describe, expect, it } from 'vitest';
import type { Rolled } from '../../../engine/index.js';
import { akodo, bayushi, combat, ofType, send, start } from '../test-kit.js';

describe('Initiative', () => {
  it("reference §2: '(Insight Rank + Reflexes) k Reflexes', rolled at StartCombat, highest first", () => {
    const c = combat();
    const events = start(c, [9, 9, 9, 1, 1, 5], [2, 2, 1, 1, 5]);
    const rolls = ofType(events, 'InitiativeRolled').map((e) => e.data);
    expect(rolls.map((d) => (d['roll'] as Rolled).expression)).toEqual(['5k3', '4k2']);
    expect(rolls.map((d) => d['score'])).toEqual([27, 4]);
    expect(c.state.order).toEqual(['akodo', 'bayushi']);
    expect(c.state.current).toBe('akodo');
  });

  it('reference §2: the Initiative Score lasts the whole skirmish; it is not rerolled', () => {
    const c = combat();
    start(c, [9, 9, 9, 1, 1, 5], [2, 2, 1, 1, 5]);
    send(c, { type: 'EndTurn' });
    send(c, { type: 'EndTurn' });
    expect(c.state.round).toBe(2);
    expect(c.state.combatants['akodo']?.initiative).toBe(27);
    const later = c.log.entries.slice(1).flatMap((e) => e.events);
    expect(ofType(later, 'InitiativeRolled')).toHaveLength(0);
  });

  it('reference §1.2: the pool follows the Ten Dice Rule (Insight 8 + Reflexes 5 = 13k5 rolls as 10k6)', () => {
    const c = combat([akodo({ insightRank: 8, traits: { reflexes: 5 } }), bayushi()], {
      initiativeTieBreak: 'reflexes-insight',
    });
    const events = start(c, [1, 1, 1, 1, 1, 1, 1, 1, 1, 1], [2, 2, 1, 1]);
    const roll = ofType(events, 'InitiativeRolled')[0]?.data['roll'] as Rolled;
    expect(roll.record?.terms[0]).toMatchObject({ rolledAs: '10k6' });
  });

  describe('ties (option initiativeTieBreak, default reflexes-insight-roll)', () => {
    it('reference §2: higher Reflexes wins a tie, whatever the roll-off', () => {
      const c = combat();
      start(c, [5, 5, 5, 1, 1, 1], [8, 7, 1, 1, 10]); // 15 each; Reflexes 3 against 2
      expect(c.state.order).toEqual(['akodo', 'bayushi']);
    });

    it('reference §2: then higher Insight Rank', () => {
      const c = combat([akodo(), bayushi({ traits: { reflexes: 3 }, insightRank: 1 })]);
      start(c, [5, 5, 5, 1, 1, 1], [5, 5, 5, 1, 10]);
      expect(c.state.order).toEqual(['akodo', 'bayushi']);
    });

    it('reference §2: then a d10 roll-off, kept in the tiebreak of the event', () => {
      const c = combat([akodo(), bayushi({ traits: { reflexes: 3 } })]);
      const events = start(c, [5, 5, 5, 1, 1, 2], [5, 5, 5, 1, 1, 9]);
      expect(c.state.order).toEqual(['bayushi', 'akodo']);
      expect(ofType(events, 'InitiativeRolled').map((e) => e.data['tiebreak'])).toEqual([
        [3, 2, 2],
        [3, 2, 9],
      ]);
    });

    it("option 'roll': the roll-off alone; 'reflexes-insight': no roll-off die", () => {
      const c = combat(undefined, { initiativeTieBreak: 'roll' });
      start(c, [5, 5, 5, 1, 1, 1], [8, 7, 1, 1, 10]);
      expect(c.state.order).toEqual(['bayushi', 'akodo']);
      const d = combat(undefined, { initiativeTieBreak: 'reflexes-insight' });
      start(d, [5, 5, 5, 1, 1], [8, 7, 1, 1]);
      expect(d.state.order).toEqual(['akodo', 'bayushi']);
    });
  });
});
