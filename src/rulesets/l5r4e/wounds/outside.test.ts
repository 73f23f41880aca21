import { describe, expect, it } from 'vitest';
import type { Combat, Command, Rolled } from '../../../engine/index.js';
import { l5r4e } from '../index.js';
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
} from '../test-kit.js';

const cmd = (
  type: string,
  data: Record<string, unknown>,
  faces?: number[],
  actor?: string,
): Command => ({
  type,
  data,
  ...(faces || actor ? { meta: { ...(faces ? { faces } : {}), ...(actor ? { actor } : {}) } } : {}),
});

const wound = (c: Combat, id: string, wounds: number) =>
  send(c, { type: 'AdjustWounds', data: { id, wounds } });

const conditions = (c: Combat, id: string): string[] =>
  (c.state.combatants[id]?.conditions ?? []).map((x) => x.id);

const roll = (e: { data: Record<string, unknown> } | undefined, key = 'roll'): Rolled =>
  e?.data[key] as Rolled;

/** A combat that started and ended (after the fight: only afterEnd commands). */
function ended(combatants = [akodo(), bayushi()], wounds: Record<string, number> = {}) {
  const c = combat(combatants);
  for (const [id, n] of Object.entries(wounds)) wound(c, id, n);
  start(c, ...AKODO_FIRST);
  send(c, { type: 'EndCombat' });
  return c;
}

const healer = (extra: Record<string, unknown> = {}) =>
  akodo({ skills: { kenjutsu: 3, medicine: 2 }, ...extra });

describe("seed 000: 'Wounds are healed by rest: for every night of rest, a character recovers Wounds equal to 2×STA + Insight Rank'", () => {
  it('Stamina 2, Insight Rank 2: 6 Wounds a night; 2 nights 12; never below 0', () => {
    const c = combat();
    wound(c, 'akodo', 20);
    const [e] = send(c, cmd('Rest', { id: 'akodo' }));
    expect(e?.data).toMatchObject({ perNight: 6, healed: 6, wounds: 14, rank: 'Nicked' });
    expect(dataOf(c.state, 'akodo').wounds).toBe(14);
    send(c, cmd('Rest', { id: 'akodo', nights: 2 }));
    expect(dataOf(c.state, 'akodo').wounds).toBe(2);
    const [last] = send(c, cmd('Rest', { id: 'akodo' }));
    expect(last?.data['healed']).toBe(2);
    expect(dataOf(c.state, 'akodo').wounds).toBe(0);
  });

  it('Stamina 3, Insight Rank 2: 8 a night; the log line', () => {
    const c = ended([akodo({ traits: { reflexes: 3, agility: 3, stamina: 3 } }), bayushi()], {
      akodo: 20,
    });
    const [e] = send(c, cmd('Rest', { id: 'akodo', nights: 2 }));
    expect(e?.data['healed']).toBe(16);
    expect(e && l5r4e.describe(e, c.state)).toBe(
      'Akodo rests 2 nights (8 Wounds a night): heals 16 Wounds → Healthy; Void Points back to 2',
    );
  });

  it('outside a fight only (before it, or after the end); the GM or the character', () => {
    const c = combat();
    send(c, cmd('Rest', { id: 'akodo' }, undefined, 'akodo'));
    expect(refused(c, cmd('Rest', { id: 'akodo' }, undefined, 'bayushi'))).toBe('turn/gm-only');
    start(c, ...AKODO_FIRST);
    expect(refused(c, cmd('Rest', { id: 'akodo' }))).toBe('l5r4e/in-fight');
    send(c, { type: 'EndCombat' });
    send(c, cmd('Rest', { id: 'akodo' }));
  });

  it('the dead do not heal by rest; bad nights and unknown characters are refused', () => {
    const c = combat();
    expect(refused(c, cmd('Rest', { id: 'akodo', nights: 0 }))).toBe('l5r4e/bad-nights');
    expect(refused(c, cmd('Rest', { id: 'akodo', nights: 1.5 }))).toBe('l5r4e/bad-nights');
    expect(refused(c, cmd('Rest', { id: 'nobody' }))).toBe('l5r4e/no-such-combatant');
    wound(c, 'akodo', 100);
    expect(refused(c, cmd('Rest', { id: 'akodo' }))).toBe('l5r4e/target-dead');
  });

  it('a night of rest brings the Void Points back (reference §1.5) and allows Medicine again', () => {
    const c = combat([healer(), bayushi()]);
    wound(c, 'akodo', 12);
    start(c, ...AKODO_FIRST);
    send(c, cmd('Medicine', { patient: 'akodo', void: true }, [1, 1, 1, 1, 1]));
    expect(dataOf(c.state, 'akodo').voidPoints).toBe(1);
    expect(dataOf(c.state, 'akodo').treated).toBe(true);
    send(c, { type: 'EndCombat' });
    expect(refused(c, cmd('Medicine', { healer: 'akodo', patient: 'akodo' }))).toBe(
      'l5r4e/already-treated',
    );
    send(c, cmd('Rest', { id: 'akodo' }));
    expect(dataOf(c.state, 'akodo').voidPoints).toBe(2);
    expect(dataOf(c.state, 'akodo').treated).toBe(false);
    send(c, cmd('Medicine', { healer: 'akodo', patient: 'akodo' }, [1, 1, 1, 1]));
  });
});

describe("seed 000: 'Treatment with skills or spells may increase healing' (reference §11.1: Medicine)", () => {
  it('Medicine (Wound Treatment)/Intelligence at TN 15 heals 1k1', () => {
    const c = combat([healer(), bayushi()]);
    wound(c, 'bayushi', 12);
    const [e] = send(c, cmd('Medicine', { healer: 'akodo', patient: 'bayushi' }, [8, 7, 1, 1, 6]));
    expect(roll(e).expression).toBe('4k2');
    expect(roll(e, 'heal').expression).toBe('1k1');
    expect(e?.data).toMatchObject({ tn: 15, success: true, healed: 6, wounds: 6 });
    expect(dataOf(c.state, 'bayushi').wounds).toBe(6);
    expect(e && l5r4e.describe(e, c.state)).toBe(
      'Akodo treats Bayushi with Medicine: 4k2[8, 7, 1d, 1d] = 15 vs TN 15 — heals 1k1[6] = 6 → 6 Wounds; Bayushi is Healthy',
    );
  });

  it('"Each Raise adds 1 rolled die, still keeping 1" (TN +5); Medicine 5 adds +1k0', () => {
    const c = combat([healer(), bayushi()]);
    wound(c, 'bayushi', 12);
    const [e] = send(
      c,
      cmd('Medicine', { healer: 'akodo', patient: 'bayushi', raises: 1 }, [10, 5, 5, 1, 1, 3, 4]),
    );
    expect(e?.data['tn']).toBe(20);
    expect(roll(e, 'heal').expression).toBe('2k1');
    const d = combat([healer({ skills: { medicine: 5 } }), bayushi()]);
    wound(d, 'bayushi', 12);
    const [f] = send(
      d,
      cmd('Medicine', { healer: 'akodo', patient: 'bayushi' }, [9, 9, 1, 1, 1, 1, 1, 2, 3]),
    );
    expect(roll(f, 'heal').expression).toBe('2k1');
  });

  it('a failed roll heals nothing; either way one Medicine roll per patient per day', () => {
    const c = combat([healer(), bayushi()]);
    wound(c, 'bayushi', 12);
    const [e] = send(c, cmd('Medicine', { healer: 'akodo', patient: 'bayushi' }, [7, 7, 1, 1]));
    expect(e?.data).toMatchObject({ success: false, heal: null, healed: 0, wounds: 12 });
    expect(refused(c, cmd('Medicine', { healer: 'akodo', patient: 'bayushi' }))).toBe(
      'l5r4e/already-treated',
    );
  });

  it('unskilled: Intelligence alone, no Raises; unwounded and dead patients are refused', () => {
    const c = combat();
    wound(c, 'bayushi', 12);
    expect(refused(c, cmd('Medicine', { healer: 'akodo', patient: 'bayushi', raises: 1 }))).toBe(
      'l5r4e/unskilled-raises',
    );
    expect(refused(c, cmd('Medicine', { healer: 'akodo', patient: 'akodo' }))).toBe(
      'l5r4e/not-wounded',
    );
    const [e] = send(c, cmd('Medicine', { healer: 'akodo', patient: 'bayushi' }, [9, 9, 4]));
    expect(roll(e).expression).toBe('2k2u');
    wound(c, 'akodo', 100);
    expect(refused(c, cmd('Medicine', { healer: 'bayushi', patient: 'akodo' }))).toBe(
      'l5r4e/target-dead',
    );
  });

  it('in a fight: the Complex Action of the combatant taking the Turn, on a patient within 5 ft; in the menu', () => {
    const c = combat([healer(), bayushi({ position: { x: 10, y: 0 } })]);
    wound(c, 'akodo', 12);
    wound(c, 'bayushi', 12);
    start(c, ...AKODO_FIRST);
    expect(refused(c, cmd('Medicine', { patient: 'bayushi' }))).toBe('l5r4e/out-of-reach');
    expect(refused(c, cmd('Medicine', { healer: 'bayushi', patient: 'akodo' }))).toBe(
      'l5r4e/not-current',
    );
    const menu = l5r4e.legalActions(c.state, 'akodo').filter((o) => o.command.type === 'Medicine');
    expect(menu.map((o) => o.command.data)).toEqual([{ patient: 'akodo' }]);
    // Nicked: +3 TN (18).
    const [e] = send(c, cmd('Medicine', { patient: 'akodo' }, [9, 9, 1, 1, 6]));
    expect(e?.data).toMatchObject({ actor: 'akodo', tn: 18, spent: { slots: 2 }, healed: 6 });
    expect(dataOf(c.state, 'akodo').wounds).toBe(6);
    expect(dataOf(c.state, 'akodo').slots).toBe(0);
  });
});

describe("seed 000: 'Falling from a height does 1k1 damage per full 10 feet fallen'", () => {
  it('25 ft: 2k2 (no Reduction); 9 ft: no damage; 100 ft: 10k10', () => {
    const c = combat();
    const [a] = send(c, cmd('Fall', { id: 'bayushi', feet: 25 }, [6, 5]));
    expect(roll(a).expression).toBe('2k2');
    expect(a?.data['wounds']).toBe(11);
    expect(dataOf(c.state, 'bayushi').wounds).toBe(11);
    expect(a && l5r4e.describe(a, c.state)).toBe(
      'Bayushi falls 25 ft: 2k2[6, 5] = 11 → 11 Wounds; Nicked',
    );
    const [b] = send(c, cmd('Fall', { id: 'akodo', feet: 9 }));
    expect(b?.data).toMatchObject({ roll: null, wounds: 0 });
    expect(dataOf(c.state, 'akodo').wounds).toBe(0);
    const [d] = send(c, cmd('Fall', { id: 'akodo', feet: 100 }, [1, 1, 1, 1, 1, 1, 1, 1, 1, 1]));
    expect(roll(d).expression).toBe('10k10');
  });

  it('the GM only; before, during and after the fight; the damage kills (takeWounds)', () => {
    const c = combat();
    expect(refused(c, cmd('Fall', { id: 'akodo', feet: 20 }, [1, 1], 'akodo'))).toBe(
      'turn/gm-only',
    );
    expect(refused(c, cmd('Fall', { id: 'akodo', feet: -5 }))).toBe('l5r4e/bad-feet');
    start(c, ...AKODO_FIRST);
    wound(c, 'bayushi', 30);
    send(c, cmd('Fall', { id: 'bayushi', feet: 20 }, [9, 9]));
    expect(dataOf(c.state, 'bayushi').dead).toBe(true);
    expect(c.state.status).toBe('ended');
    send(c, cmd('Fall', { id: 'akodo', feet: 10 }, [3]));
    expect(dataOf(c.state, 'akodo').wounds).toBe(3);
    expect(refused(c, cmd('Fall', { id: 'bayushi', feet: 10 }))).toBe('l5r4e/target-dead');
  });
});

describe("seed 000: 'Characters in deep water need an Athletics (Swimming)/STR roll at TN 15 (or more, depending on circumstances) each minute to stay afloat'", () => {
  it('Athletics/Strength at TN 15: unskilled 3k3u; a success keeps the character afloat', () => {
    const c = combat();
    const [e] = send(c, cmd('Swim', { id: 'akodo' }, [5, 5, 5]));
    expect(roll(e).expression).toBe('3k3u');
    expect(e?.data).toMatchObject({ tn: 15, success: true });
    expect(conditions(c, 'akodo')).toEqual([]);
    expect(e && l5r4e.describe(e, c.state)).toBe(
      'Akodo swims: Athletics 3k3u[5, 5, 5] = 15 vs TN 15 — stays afloat',
    );
  });

  it('"(or more, depending on circumstances)": the GM may set a higher TN, not a lower one; armor adds its penalty', () => {
    const c = combat([akodo({ skills: { athletics: 2 } }), bayushi()]);
    const [e] = send(c, cmd('Swim', { id: 'akodo', tn: 25 }, [9, 9, 9, 1, 1]));
    expect(roll(e).expression).toBe('5k3');
    expect(e?.data).toMatchObject({ tn: 25, success: true });
    expect(refused(c, cmd('Swim', { id: 'akodo', tn: 10 }))).toBe('l5r4e/bad-tn');
    // reference §8: light armor +5 TN to Athletics.
    const [b] = send(c, cmd('Swim', { id: 'bayushi' }, [9, 9]));
    expect(b?.data['tn']).toBe(20);
  });

  it('outside a fight the character or the GM; after the end too', () => {
    const c = ended();
    send(c, cmd('Swim', { id: 'akodo' }, [5, 5, 5], 'akodo'));
    expect(refused(c, cmd('Swim', { id: 'akodo' }, [5, 5, 5], 'bayushi'))).toBe('turn/gm-only');
  });
});

describe("seed 000: 'Once the roll is failed, the character can hold their breath for a number of Rounds equal to STA, and continue trying to make rolls to resurface'", () => {
  it('a failure: underwater, with Stamina Rounds of breath; a success underwater resurfaces', () => {
    const c = combat();
    const events = send(c, cmd('Swim', { id: 'akodo' }, [5, 4, 5]));
    expect(ofType(events, 'SwimRolled')[0]?.data['success']).toBe(false);
    expect(c.state.combatants['akodo']?.conditions).toEqual([
      { id: 'underwater', name: 'underwater', data: { breath: 2 } },
    ]);
    send(c, cmd('Swim', { id: 'akodo' }, [1, 1, 1])); // still underwater
    expect(conditions(c, 'akodo')).toEqual(['underwater']);
    const up = send(c, cmd('Swim', { id: 'akodo' }, [6, 5, 5]));
    expect(ofType(up, 'ConditionRemoved')[0]?.data['reason']).toBe('resurfaced');
    expect(conditions(c, 'akodo')).toEqual([]);
  });

  it('in a fight the underwater combatant tries to resurface as a Complex Action, offered in the menu', () => {
    const c = combat();
    send(c, cmd('Swim', { id: 'akodo' }, [1, 1, 1]));
    start(c, ...AKODO_FIRST);
    const menu = l5r4e.legalActions(c.state, 'akodo').filter((o) => o.command.type === 'Swim');
    expect(menu.map((o) => o.command.data)).toEqual([{ id: 'akodo' }]);
    const [e] = send(c, cmd('Swim', {}, [6, 5, 5]));
    expect(e?.data).toMatchObject({ actor: 'akodo', spent: { slots: 2 }, success: true });
    expect(conditions(c, 'akodo')).toEqual([]);
    expect(refused(c, cmd('Swim', { id: 'bayushi' }, [1, 1], 'akodo'))).toBe('turn/gm-only');
  });
});

describe("seed 000: 'If still underwater at the end of those Rounds, they start to drown, are helpless and unable to take Actions and take 2k2 Wounds per Round'", () => {
  it('outside a fight, Round by Round (DrownRound): breath 2 → 1 → 0 (helpless) → 2k2 Wounds', () => {
    const c = combat();
    send(c, cmd('Swim', { id: 'akodo' }, [1, 1, 1]));
    const [a] = send(c, cmd('DrownRound', { id: 'akodo' }));
    expect(a?.data).toEqual({ id: 'akodo', breath: 1 });
    const b = send(c, cmd('DrownRound', { id: 'akodo' }));
    expect(ofType(b, 'BreathHeld')[0]?.data['breath']).toBe(0);
    expect(conditions(c, 'akodo')).toEqual(['underwater', 'drowning']);
    expect(c.state.combatants['akodo']?.conditions[1]?.name).toBe('helpless');
    expect(refused(c, cmd('Swim', { id: 'akodo' }))).toBe('l5r4e/helpless');
    const [d] = send(c, cmd('DrownRound', { id: 'akodo' }, [6, 5]));
    expect(roll(d).expression).toBe('2k2');
    expect(dataOf(c.state, 'akodo').wounds).toBe(11);
    expect(d && l5r4e.describe(d, c.state)).toBe(
      'Akodo drowns: 2k2[6, 5] = 11 → 11 Wounds; Nicked',
    );
    const rescued = send(c, cmd('Rescue', { id: 'akodo' }));
    expect(ofType(rescued, 'ConditionRemoved')).toHaveLength(2);
    expect(conditions(c, 'akodo')).toEqual([]);
    expect(refused(c, cmd('DrownRound', { id: 'akodo' }))).toBe('l5r4e/not-underwater');
    expect(refused(c, cmd('Rescue', { id: 'akodo' }))).toBe('l5r4e/not-underwater');
  });

  it('in a fight the Rounds pass by themselves: helpless after Stamina Rounds (Turn skipped), then 2k2 each Round', () => {
    const c = combat();
    send(c, cmd('Swim', { id: 'akodo' }, [1, 1, 1]));
    start(c, ...AKODO_FIRST);
    expect(refused(c, cmd('DrownRound', { id: 'akodo' }))).toBe('l5r4e/in-fight');
    send(c, { type: 'EndTurn' });
    const r2 = send(c, { type: 'EndTurn' });
    expect(ofType(r2, 'BreathHeld')[0]?.data['breath']).toBe(1);
    expect(c.state.current).toBe('akodo');
    send(c, { type: 'EndTurn' });
    const r3 = send(c, { type: 'EndTurn' });
    expect(ofType(r3, 'BreathHeld')[0]?.data['breath']).toBe(0);
    expect(ofType(r3, 'TurnSkipped')[0]?.data['id']).toBe('akodo');
    expect(c.state.current).toBe('bayushi');
    const r4 = send(c, { type: 'EndTurn', meta: { faces: [5, 4] } });
    expect(ofType(r4, 'DrowningDamage')[0]?.data['wounds']).toBe(9);
    expect(dataOf(c.state, 'akodo').wounds).toBe(9);
    expect(c.state.current).toBe('bayushi');
  });

  it('an unconscious (Out) character underwater drowns too; the dead stop counting', () => {
    const c = combat([akodo(), bayushi(), akodo({ id: 'matsu', name: 'Matsu' })]);
    send(c, cmd('Swim', { id: 'matsu' }, [1, 1, 1]));
    wound(c, 'matsu', 35); // Out
    send(c, cmd('DrownRound', { id: 'matsu' }));
    send(c, cmd('DrownRound', { id: 'matsu' }));
    send(c, cmd('DrownRound', { id: 'matsu' }, [5, 5]));
    expect(dataOf(c.state, 'matsu').dead).toBe(true);
    expect(refused(c, cmd('DrownRound', { id: 'matsu' }))).toBe('l5r4e/target-dead');
  });
});
