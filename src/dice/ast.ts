/**
 * The dice expression tree: one grammar for all three systems (docs/dice.md has the reference).
 * Plain JSON data. Parentheses are not stored: `format` adds the ones precedence needs, which is
 * what makes `format(parse(s))` canonical and `parse(format(ast))` equal to `ast`.
 */

export type CompareOp = '=' | '<' | '>' | '<=' | '>=';

/** A compare point such as `>=8` or `=1`: which faces a modifier applies to. */
export interface ComparePoint {
  readonly op: CompareOp;
  readonly value: number;
}

/**
 * How extra dice are rolled when a die matches the explode compare point:
 * - `explode` (`!`): each extra roll is a separate die;
 * - `compound` (`!!`): extra rolls are added into the same die (L5R's exploding 10s);
 * - `penetrate` (`!p`): like `explode`, each extra roll counts one less;
 * - `compound-penetrate` (`!!p`): like `compound`, each extra roll counts one less.
 */
export type ExplodeMode = 'explode' | 'compound' | 'penetrate' | 'compound-penetrate';

export interface Explode {
  readonly mode: ExplodeMode;
  /** Which faces explode; absent means the die's highest face. */
  readonly on?: ComparePoint;
}

export interface Reroll {
  /** `ro`: reroll at most once; `r`: reroll until the face no longer matches. */
  readonly once: boolean;
  readonly on: ComparePoint;
}

export type KeepKind = 'kh' | 'kl' | 'dh' | 'dl';

export interface Keep {
  readonly kind: KeepKind;
  readonly count: number;
}

/** Modifiers of a standard dice group, applied in the fixed order documented in docs/dice.md. */
export interface DiceModifiers {
  readonly min?: number;
  readonly max?: number;
  readonly reroll?: Reroll;
  readonly explode?: Explode;
  readonly keep?: Keep;
  /** Success counting: the group's value is successes minus failures. */
  readonly success?: ComparePoint;
  readonly failure?: ComparePoint;
  /** Critical marks: shown on the dice, no effect on the total. */
  readonly critSuccess?: ComparePoint;
  readonly critFailure?: ComparePoint;
}

/** `%` is a d100 written `d%`; `F` is a Fudge/Fate die (−1, 0, +1). */
export type Sides = number | '%' | 'F';

/** `NdM` with modifiers. */
export interface DiceNode {
  readonly type: 'dice';
  readonly count: number;
  readonly sides: Sides;
  readonly modifiers: DiceModifiers;
}

/** Variants of an L5R roll-and-keep pool. */
export interface RollKeepModifiers {
  /** `u`: an unskilled roll, dice never explode. */
  readonly unskilled?: boolean;
  /** `ro1` is an Emphasis (reroll 1s once); any reroll compare point is accepted. */
  readonly reroll?: Reroll;
  /** `!>=9` explodes on 9 and 10; absent means 10s explode (compounding). */
  readonly explodeOn?: ComparePoint;
}

/**
 * L5R `XkY`: roll X d10, 10s explode and add into the same die, keep the Y highest.
 * Roll-and-keep terms added or subtracted together form one pool (`6k3+1k1-2k0` is `5k4`),
 * to which the Ten Dice Rule is then applied (see pool.ts).
 */
export interface RollKeepNode {
  readonly type: 'rollKeep';
  readonly rolled: number;
  readonly kept: number;
  readonly modifiers: RollKeepModifiers;
}

export interface NumberNode {
  readonly type: 'number';
  readonly value: number;
}

export type BinaryOp = '+' | '-' | '*' | '/';

/** Integer arithmetic; `/` divides by a positive integer literal and rounds down. */
export interface BinaryNode {
  readonly type: 'binary';
  readonly op: BinaryOp;
  readonly left: Expr;
  readonly right: Expr;
}

export interface NegateNode {
  readonly type: 'negate';
  readonly operand: Expr;
}

export type Expr = NumberNode | DiceNode | RollKeepNode | BinaryNode | NegateNode;

/** Limits checked by the parser before any work (docs/dice.md, "Limits"). */
export const LIMITS = {
  /** Dice in one group (`1000d6`), and rolled dice of one roll-and-keep term. */
  maxDice: 1000,
  /** Sides of one die. */
  maxSides: 1_000_000,
  /** Absolute value of a number literal. */
  maxNumber: 1_000_000_000,
  /** Dice groups and numbers in one expression. */
  maxTerms: 100,
  /** Characters of notation. */
  maxLength: 1000,
  /** Highest share of a die's faces that may explode: more would rarely stop. */
  maxExplodeChance: 0.5,
  /** Extra rolls of one die's explosion chain before the roller stops it (marked `capped`). */
  maxExplosionsPerDie: 100,
  /** Rerolls of one die under `r` before the roller keeps the last face (marked `capped`). */
  maxRerollsPerDie: 1000,
} as const;
