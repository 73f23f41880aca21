/** Dice expressions built from sheet numbers, cached: the simulator rolls them thousands of times. */
const cache = new Map<string, string>();

const d20 = new Map<number, string>();

/** `1d20+5`: the attack roll of a hit bonus, without building a string each time. */
export function d20Plus(bonus: number): string {
  let out = d20.get(bonus);
  if (out === undefined) {
    out = withBonus('1d20', bonus);
    if (d20.size > 512) d20.clear();
    d20.set(bonus, out);
  }
  return out;
}

/** `1d20` with a bonus: `1d20+5`, `1d20-2`, `1d20`. */
export function withBonus(expression: string, bonus: number): string {
  if (bonus === 0) return expression;
  const key = `${expression}|${bonus}`;
  let out = cache.get(key);
  if (out === undefined) {
    out = bonus > 0 ? `${expression}+${bonus}` : `${expression}-${-bonus}`;
    if (cache.size > 4096) cache.clear();
    cache.set(key, out);
  }
  return out;
}

/** `1d20+5` as the seed writes it: `d20+5`. */
export const shortDice = (expression: string): string => expression.replace(/^1d/, 'd');

/**
 * The damage expression with twice as many dice (option criticalDamage "double-dice"): `2d8+3`
 * becomes `4d8+3`, `1d6+1d4+2` becomes `2d6+2d4+2`; flat numbers stay as they are.
 */
export function doubledDice(expression: string): string {
  let out = cache.get(`x2|${expression}`);
  if (out === undefined) {
    out = expression.replace(
      /(^|[^\d])(\d*)d/gi,
      (_m, pre: string, n: string) => `${pre}${2 * (n === '' ? 1 : Number(n))}d`,
    );
    cache.set(`x2|${expression}`, out);
  }
  return out;
}
