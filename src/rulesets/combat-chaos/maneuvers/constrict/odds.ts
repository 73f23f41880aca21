/** Constrict's damage (seed 002, Constrict): no roll to hit; the unarmed die + 2 × MIGHT less soak, floored at 0. */
import { odds as diceOdds, type Distribution } from '../../../../dice/index.js';
import type { Combatant, Odds } from '../../../../engine/index.js';
import { withBonus } from '../../attack/index.js';
import { sheetOf } from '../../state.js';

export function constrictOdds(me: Combatant, target: Combatant): Odds {
  const sheet = sheetOf(me);
  const soak = sheetOf(target).soak;
  const expression = withBonus(sheet.unarmedDie, 2 * sheet.might);
  const base = diceOdds(expression);
  const mass = new Map<number, number>();
  base.probabilities.forEach((p, i) => {
    const v = Math.max(0, base.min + i - soak);
    mass.set(v, (mass.get(v) ?? 0) + p);
  });
  const min = Math.min(...mass.keys());
  const max = Math.max(...mass.keys());
  const probabilities = Array.from({ length: max - min + 1 }, (_, i) => mass.get(min + i) ?? 0);
  const mean = probabilities.reduce((m, p, i) => m + p * (min + i), 0);
  const sd = Math.sqrt(probabilities.reduce((m, p, i) => m + p * (min + i - mean) ** 2, 0));
  const damage: Distribution = {
    expression: `${base.expression} - soak ${soak}`,
    min,
    probabilities,
    leftover: base.leftover,
    mean,
    sd,
  };
  return { hit: 1, damage, note: `no roll: ${expression} crushing damage − soak ${soak}` };
}
