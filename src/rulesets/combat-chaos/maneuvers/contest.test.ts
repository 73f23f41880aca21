import { describe, expect, it } from 'vitest';
import { TypedDice } from '../../../engine/index.js';
import { isHit, judge, naturalChance, type Mode } from '../attack/index.js';
import {
  alwaysOf,
  attackRollChance,
  contest,
  contestChance,
  contestWin,
  type Contender,
} from './contest.js';

const side = (id: string, bonus: number, sources: Contender['sources'] = {}): Contender => ({
  id,
  with: 'athletics',
  bonus,
  sources,
});

/** P(the kept die shows n) by enumeration: one d20, or the higher/lower of two. */
function faces(mode: Mode): number[] {
  const p = new Array<number>(21).fill(0);
  if (mode === 'normal') for (let n = 1; n <= 20; n++) p[n] = 1 / 20;
  else
    for (let a = 1; a <= 20; a++)
      for (let b = 1; b <= 20; b++) {
        const n = mode === 'advantage' ? Math.max(a, b) : Math.min(a, b);
        p[n] = (p[n] ?? 0) + 1 / 400;
      }
  return p;
}

describe('opposed rolls (contest.ts)', () => {
  it('each side rolls d20 + its bonus, the one who acts first; the higher total wins and a tie goes to the defender', () => {
    const won = contest(side('a', 3), side('d', 1), new TypedDice([10, 11]));
    expect(won).toMatchObject({
      attacker: { id: 'a', natural: 10, total: 13, mode: 'normal' },
      defender: { id: 'd', natural: 11, total: 12, mode: 'normal' },
      win: true,
    });
    expect(contest(side('a', 3), side('d', 1), new TypedDice([10, 12])).win).toBe(false); // 13 = 13
    expect(contest(side('a', 3), side('d', 1), new TypedDice([10, 13])).win).toBe(false);
  });

  it('advantage keeps the higher of two d20, disadvantage the lower; both at once cancel to one d20 (advantage.ts)', () => {
    const dis = contest(
      side('a', 0, { disadvantage: ['armed target'] }),
      side('d', 0),
      new TypedDice([18, 4, 3]),
    );
    expect(dis.attacker).toMatchObject({
      mode: 'disadvantage',
      disadvantage: ['armed target'],
      natural: 4,
      total: 4,
    });
    expect(dis.attacker.roll.expression).toBe('2d20kl1');
    const adv = contest(
      side('a', 2, { advantage: ['x'] }),
      side('d', 0),
      new TypedDice([4, 18, 3]),
    );
    expect(adv.attacker).toMatchObject({ mode: 'advantage', natural: 18, total: 20 });
    const both = contest(
      side('a', 0, { advantage: ['x'], disadvantage: ['y'] }),
      side('d', 0),
      new TypedDice([7, 3]),
    );
    expect(both.attacker).toMatchObject({ mode: 'normal', natural: 7 });
  });

  it('contestChance is exact: P(win) for every pair of modes and bonuses, ties lost', () => {
    const modes: Mode[] = ['normal', 'advantage', 'disadvantage'];
    for (const am of modes)
      for (const dm of modes)
        for (const [ab, db] of [
          [0, 0],
          [3, 1],
          [-2, 5],
          [10, 0],
        ] as const) {
          const pa = faces(am);
          const pd = faces(dm);
          let p = 0;
          for (let i = 1; i <= 20; i++)
            for (let j = 1; j <= 20; j++) if (i + ab > j + db) p += (pa[i] ?? 0) * (pd[j] ?? 0);
          expect(contestChance(ab, am, db, dm), `${am} ${ab} vs ${dm} ${db}`).toBeCloseTo(p, 12);
        }
    // Equal sides, no modes: a tie (1/20) goes to the defender.
    expect(contestChance(0, 'normal', 0, 'normal')).toBeCloseTo(0.475, 12);
  });

  it("seed 002: 'Combat Chaos. Attack rolls of 1-2 always miss, and attack rolls of 19-20 always hit.' — contestChance of two attack rolls (Disarm) equals the contests rolled over every face sequence", () => {
    const pairs: [Mode, Mode][] = [
      ['disadvantage', 'normal'],
      ['normal', 'normal'],
      ['normal', 'advantage'],
    ];
    const dice = (mode: Mode): number => (mode === 'normal' ? 1 : 2);
    for (const [am, dm] of pairs)
      for (const [ab, db] of [
        [4, 5],
        [20, -3],
      ] as const)
        for (const naturals of ['chaos', 'twenty'] as const) {
          const a = side('a', ab, am === 'normal' ? {} : { [am]: ['x'] });
          const d = side('d', db, dm === 'normal' ? {} : { [dm]: ['y'] });
          const attackA = { ...a, attack: naturals };
          const attackD = { ...d, attack: naturals };
          const n = dice(am) + dice(dm);
          let wins = 0;
          let all = 0;
          const faces: number[] = [];
          const visit = (): void => {
            if (faces.length === n) {
              all++;
              if (contest(attackA, attackD, new TypedDice([...faces])).win) wins++;
              return;
            }
            for (let f = 1; f <= 20; f++) {
              faces.push(f);
              visit();
              faces.pop();
            }
          };
          visit();
          expect(
            contestChance(ab, am, db, dm, naturals, naturals),
            `${am} ${ab} vs ${dm} ${db}, ${naturals}`,
          ).toBeCloseTo(wins / all, 12);
        }
    // Equal sides, one d20 each, Combat Chaos: the naturals decide 1–2 and 19–20 of each side.
    let p = 0;
    const always = (n: number) => (n <= 2 ? -1 : n >= 19 ? 1 : 0);
    for (let i = 1; i <= 20; i++)
      for (let j = 1; j <= 20; j++) {
        const [x, y] = [always(i), always(j)];
        if (x !== y ? x > y : i > j) p += 1 / 400;
      }
    expect(contestChance(0, 'normal', 0, 'normal', 'chaos', 'chaos')).toBeCloseTo(p, 12);
    expect(p).toBeCloseTo(0.475, 12); // symmetric: still a tie's 1/20 to the defender
    // Skill rolls (no naturals) are unchanged.
    expect(contestChance(20, 'normal', 0, 'normal')).toBeCloseTo(1, 12);
    expect(contestChance(20, 'normal', 0, 'normal', 'chaos', 'chaos')).toBeLessThan(1);
  });

  it('attackRollChance: a melee attack roll against defense with its mode, Combat Chaos (1–2 miss, 19–20 hit) or only the natural 20', () => {
    const modes: Mode[] = ['normal', 'advantage', 'disadvantage'];
    for (const mode of modes)
      for (const [bonus, defense] of [
        [4, 12],
        [20, 10],
        [-10, 15],
      ] as const) {
        const p = faces(mode);
        let chaos = 0;
        let plain = 0;
        for (let n = 1; n <= 20; n++) {
          if (n >= 19 || (n > 2 && n + bonus >= defense)) chaos += p[n] ?? 0;
          if (n === 20 || n + bonus >= defense) plain += p[n] ?? 0;
        }
        expect(attackRollChance(bonus, defense, mode, true)).toBeCloseTo(chaos, 12);
        expect(attackRollChance(bonus, defense, mode, false)).toBeCloseTo(plain, 12);
      }
  });
});

describe('the memoised chances (contest.ts): each question keeps its own answer', () => {
  const MODES: readonly Mode[] = ['normal', 'advantage', 'disadvantage'];
  const NATS = [undefined, 'chaos', 'twenty'] as const;
  /** The chance without the memo, from the same rules (contestWin, alwaysOf, naturalChance). */
  function direct(
    aB: number,
    aM: Mode,
    dB: number,
    dM: Mode,
    aN?: 'chaos' | 'twenty',
    dN?: 'chaos' | 'twenty',
  ): number {
    let p = 0;
    for (let i = 1; i <= 20; i++)
      for (let j = 1; j <= 20; j++)
        if (
          contestWin(
            i + aB,
            aN ? alwaysOf(i, aN) : undefined,
            j + dB,
            dN ? alwaysOf(j, dN) : undefined,
          )
        )
          p += naturalChance(i, aM) * naturalChance(j, dM);
    return p;
  }

  it('contestChance over every pair of bonuses −4…4, modes and naturals, asked in one run, equals the direct sum', () => {
    const wrong: string[] = [];
    for (const aN of NATS)
      for (const dN of NATS)
        for (const aM of MODES)
          for (const dM of MODES)
            for (let aB = -4; aB <= 4; aB++)
              for (let dB = -4; dB <= 4; dB++) {
                const got = contestChance(aB, aM, dB, dM, aN, dN);
                if (Math.abs(got - direct(aB, aM, dB, dM, aN, dN)) > 1e-12)
                  wrong.push(`${aB} ${aM} ${aN} vs ${dB} ${dM} ${dN}`);
              }
    expect(wrong).toEqual([]);
  });

  it('attackRollChance over bonuses −4…8, defenses 8…22, modes and both naturals, asked in one run, equals the direct sum', () => {
    const wrong: string[] = [];
    for (const chaos of [false, true])
      for (const mode of MODES)
        for (let bonus = -4; bonus <= 8; bonus++)
          for (let defense = 8; defense <= 22; defense++) {
            let p = 0;
            for (let n = 1; n <= 20; n++)
              if (isHit(judge(n, n + bonus, defense, chaos))) p += naturalChance(n, mode);
            if (Math.abs(attackRollChance(bonus, defense, mode, chaos) - p) > 1e-12)
              wrong.push(`${bonus} vs ${defense} ${mode} ${chaos}`);
          }
    expect(wrong).toEqual([]);
  });
});
