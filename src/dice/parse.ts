/**
 * The notation parser: a hand-written recursive descent over one grammar for all three systems.
 * Every error is a {@link DiceError} naming the 1-based column and what was expected.
 * Semantic checks that need no rolling (limits, keep counts, explosions that never stop) run here,
 * so `roll`, `compile` and `odds` never start work on an absurd request.
 */
import type {
  BinaryOp,
  CompareOp,
  ComparePoint,
  DiceModifiers,
  Expr,
  Explode,
  ExplodeMode,
  KeepKind,
  Reroll,
  RollKeepModifiers,
  Sides,
} from './ast.js';
import { LIMITS } from './ast.js';
import { DiceError } from './errors.js';
import { checkMagnitude, validateDice, validateRollKeep } from './validate.js';

const parsed = new Map<string, Expr>();
const PARSE_CACHE_SIZE = 512;

/**
 * Parses notation, reusing the tree of a recent identical string (trees are immutable). Used by
 * `roll`, `compile` and `odds` when given a string.
 */
export function parseCached(notation: string): Expr {
  let tree = parsed.get(notation);
  if (tree === undefined) {
    tree = parse(notation);
    if (parsed.size >= PARSE_CACHE_SIZE) parsed.clear();
    parsed.set(notation, tree);
  }
  return tree;
}

/** Trees made by {@link parse}: already validated. */
const validated = new WeakSet<Expr>();

/** True when `tree` came from {@link parse} (and so passed every check). */
export function isValidated(tree: Expr): boolean {
  return validated.has(tree);
}

/** Parses dice notation into an expression tree. Throws {@link DiceError} on bad input. */
export function parse(notation: string): Expr {
  if (typeof notation !== 'string') {
    throw new DiceError('dice/syntax', 'dice notation must be a string, e.g. "2d6+3"');
  }
  if (notation.length > LIMITS.maxLength) {
    throw new DiceError(
      'dice/limit',
      `dice notation is ${notation.length} characters long; at most ${LIMITS.maxLength} are accepted`,
    );
  }
  const tree = new Parser(notation).parseAll();
  checkMagnitude(tree);
  validated.add(tree);
  return tree;
}

class Parser {
  private pos = 0;
  private terms = 0;

  constructor(private readonly src: string) {}

  parseAll(): Expr {
    this.skipSpace();
    if (this.pos >= this.src.length) {
      throw this.error('empty dice notation: expected an expression such as "2d6+3" or "6k3"');
    }
    const expr = this.additive();
    this.skipSpace();
    if (this.pos < this.src.length) {
      throw this.error(
        `unexpected "${this.src.charAt(this.pos)}": expected an operator (+ - * /) or the end`,
      );
    }
    return expr;
  }

  private additive(): Expr {
    let left = this.multiplicative();
    for (;;) {
      this.skipSpace();
      const c = this.peek();
      if (c !== '+' && c !== '-') return left;
      this.pos++;
      const right = this.multiplicative();
      left = { type: 'binary', op: c, left, right };
    }
  }

  private multiplicative(): Expr {
    let left = this.unary();
    for (;;) {
      this.skipSpace();
      const c = this.peek();
      if (c !== '*' && c !== '/') return left;
      const opColumn = this.pos + 1;
      this.pos++;
      this.skipSpace();
      const rightColumn = this.pos + 1;
      const right = this.unary();
      if (c === '/') checkDivisor(right, rightColumn, opColumn);
      left = { type: 'binary', op: c as BinaryOp, left, right };
    }
  }

  private unary(): Expr {
    this.skipSpace();
    if (this.peek() === '-') {
      this.pos++;
      return { type: 'negate', operand: this.unary() };
    }
    return this.primary();
  }

  private primary(): Expr {
    this.skipSpace();
    const c = this.peek();
    if (c === '(') {
      const open = this.pos;
      this.pos++;
      const inner = this.additive();
      this.skipSpace();
      if (this.peek() !== ')') {
        throw this.error(`expected ")" to close the "(" at column ${open + 1}`);
      }
      this.pos++;
      return inner;
    }
    if (c === undefined) throw this.error('unexpected end: expected a number, dice or "("');
    if (!isDigit(c) && c !== 'd' && c !== 'D') {
      throw this.error(`unexpected "${c}": expected a number, dice such as "2d6" or "6k3", or "("`);
    }
    return this.term();
  }

  private term(): Expr {
    const start = this.pos;
    if (++this.terms > LIMITS.maxTerms) {
      throw this.error(
        `too many terms: at most ${LIMITS.maxTerms} numbers and dice groups`,
        'dice/limit',
      );
    }
    const count = isDigit(this.peek()) ? this.integer('a number') : undefined;
    const next = this.peek()?.toLowerCase();
    if (next === 'd') {
      this.pos++;
      return this.dice(count ?? 1, start);
    }
    if (next === 'k' && count !== undefined) {
      this.pos++;
      return this.rollKeep(count, start);
    }
    if (count === undefined) throw this.error('expected a number');
    return { type: 'number', value: count };
  }

  private dice(count: number, start: number): Expr {
    const sides = this.sides();
    const modifiers = this.diceModifiers();
    const node = { type: 'dice', count, sides, modifiers } as const;
    validateDice(node, start + 1);
    return node;
  }

  private sides(): Sides {
    const c = this.peek();
    if (c === '%') {
      this.pos++;
      return '%';
    }
    if (c === 'F' || c === 'f') {
      this.pos++;
      return 'F';
    }
    if (!isDigit(c))
      throw this.error('expected the number of sides after "d" (e.g. d6), "%" or "F"');
    return this.integer('the number of sides');
  }

  private diceModifiers(): DiceModifiers {
    const mods: Record<string, unknown> = {};
    const set = (key: keyof DiceModifiers, value: unknown, column: number): void => {
      if (key in mods) {
        throw new DiceError(
          'dice/syntax',
          `column ${column}: ${MODIFIER_NAMES[key]} is given twice`,
          column,
        );
      }
      mods[key] = value;
    };
    for (;;) {
      const column = this.pos + 1;
      const rest = this.src.slice(this.pos, this.pos + 3).toLowerCase();
      if (rest === 'min' || rest === 'max') {
        this.pos += 3;
        set(rest, this.signedInteger(`a number after "${rest}"`), column);
      } else if (this.peek() === '!') {
        set('explode', this.explode(), column);
      } else if (rest.startsWith('ro')) {
        this.pos += 2;
        set('reroll', { once: true, on: this.comparePoint('"ro"', true) } satisfies Reroll, column);
      } else if (rest.startsWith('r')) {
        this.pos += 1;
        set('reroll', { once: false, on: this.comparePoint('"r"', true) } satisfies Reroll, column);
      } else if (rest.startsWith('cs') || rest.startsWith('cf')) {
        this.pos += 2;
        const key = rest.startsWith('cs') ? 'critSuccess' : 'critFailure';
        set(key, this.comparePoint(`"${rest.slice(0, 2)}"`, true), column);
      } else if (rest.startsWith('k') || /^d[hl\d]/.test(rest)) {
        set('keep', this.keep(), column);
      } else if (rest.startsWith('f')) {
        this.pos += 1;
        set('failure', this.comparePoint('"f"', true), column);
      } else if (isCompareStart(this.peek())) {
        set('success', this.comparePoint('success counting', true), column);
      } else {
        return mods;
      }
    }
  }

  /** `k`, `kh`, `kl`, `d`, `dh`, `dl` followed by a count. */
  private keep(): { kind: KeepKind; count: number } {
    const letter = this.src.charAt(this.pos).toLowerCase();
    this.pos++;
    let kind: KeepKind = letter === 'k' ? 'kh' : 'dl';
    const side = this.peek()?.toLowerCase();
    if (side === 'h' || side === 'l') {
      kind = `${letter}${side}` as KeepKind;
      this.pos++;
    }
    const what = kind.startsWith('k') ? 'keep' : 'drop';
    return { kind, count: this.integer(`the number of dice to ${what} after "${kind}"`) };
  }

  private explode(): Explode {
    this.pos++; // '!'
    let mode: ExplodeMode = 'explode';
    if (this.peek() === '!') {
      this.pos++;
      mode = 'compound';
    }
    if (this.peek()?.toLowerCase() === 'p') {
      this.pos++;
      mode = mode === 'compound' ? 'compound-penetrate' : 'penetrate';
    }
    const on = this.comparePoint('"!"', false);
    return on === undefined ? { mode } : { mode, on };
  }

  private rollKeep(rolled: number, start: number): Expr {
    if (!isDigit(this.peek())) {
      throw this.error('expected the number of kept dice after "k" (e.g. 6k3)');
    }
    const kept = this.integer('the number of kept dice');
    const mods: Record<string, unknown> = {};
    let sawExplode = false;
    for (;;) {
      const column = this.pos + 1;
      const c = this.peek()?.toLowerCase();
      const dup = (key: keyof RollKeepModifiers): void => {
        if (key in mods || (key === 'explodeOn' && sawExplode))
          throw new DiceError(
            'dice/syntax',
            `column ${column}: ${RK_MODIFIER_NAMES[key]} is given twice`,
            column,
          );
      };
      if (c === 'u') {
        dup('unskilled');
        this.pos++;
        mods['unskilled'] = true;
      } else if (c === 'r') {
        dup('reroll');
        const once = this.src.charAt(this.pos + 1).toLowerCase() === 'o';
        this.pos += once ? 2 : 1;
        mods['reroll'] = { once, on: this.comparePoint(once ? '"ro"' : '"r"', true) };
      } else if (c === '!') {
        dup('explodeOn');
        sawExplode = true;
        this.pos++;
        const on = this.comparePoint('"!"', false);
        if (on !== undefined) mods['explodeOn'] = on;
      } else {
        break;
      }
    }
    const node = { type: 'rollKeep', rolled, kept, modifiers: mods as RollKeepModifiers } as const;
    validateRollKeep(node, start + 1);
    return node;
  }

  /** `>=8`, `<3`, `=10` or a bare `10` (meaning `=10`). Absent returns undefined unless required. */
  private comparePoint(after: string, required: true): ComparePoint;
  private comparePoint(after: string, required: false): ComparePoint | undefined;
  private comparePoint(after: string, required: boolean): ComparePoint | undefined {
    const c = this.peek();
    let op: CompareOp = '=';
    if (c === '>' || c === '<') {
      op = c;
      this.pos++;
      if (this.peek() === '=') {
        op = `${c}=`;
        this.pos++;
      }
    } else if (c === '=') {
      this.pos++;
    } else if (!isDigit(c)) {
      if (!required) return undefined;
      throw this.error(`expected a compare point after ${after}, such as "1", ">=8" or "<3"`);
    }
    const value = this.signedInteger(`a number in the compare point after ${after}`);
    return { op, value };
  }

  private integer(what: string): number {
    const start = this.pos;
    while (isDigit(this.peek())) this.pos++;
    if (this.pos === start) throw this.error(`expected ${what}`);
    const value = Number(this.src.slice(start, this.pos));
    if (value > LIMITS.maxNumber) {
      throw new DiceError(
        'dice/limit',
        `column ${start + 1}: ${this.src.slice(start, this.pos)} is too large: numbers are limited to ${LIMITS.maxNumber}`,
        start + 1,
      );
    }
    return value;
  }

  private signedInteger(what: string): number {
    if (this.peek() === '-') {
      this.pos++;
      return -this.integer(what);
    }
    return this.integer(what);
  }

  private skipSpace(): void {
    while (this.peek() === ' ' || this.peek() === '\t') this.pos++;
  }

  private peek(): string | undefined {
    return this.pos < this.src.length ? this.src.charAt(this.pos) : undefined;
  }

  private error(message: string, code: 'dice/syntax' | 'dice/limit' = 'dice/syntax'): DiceError {
    return new DiceError(code, `column ${this.pos + 1}: ${message}`, this.pos + 1);
  }
}

function checkDivisor(right: Expr, column: number, opColumn: number): void {
  if (right.type !== 'number') {
    throw new DiceError(
      'dice/invalid',
      `column ${column}: "/" divides by a whole number such as 2, not by dice or an expression`,
      column,
    );
  }
  if (right.value === 0) {
    throw new DiceError('dice/invalid', `column ${opColumn}: division by zero`, opColumn);
  }
}

const MODIFIER_NAMES: Record<keyof DiceModifiers, string> = {
  min: 'min',
  max: 'max',
  reroll: 'a reroll (r or ro)',
  explode: 'an explosion (!, !!, !p)',
  keep: 'keep/drop (kh, kl, dh, dl)',
  success: 'a success compare point',
  failure: 'a failure compare point (f)',
  critSuccess: 'a critical success mark (cs)',
  critFailure: 'a critical failure mark (cf)',
};

const RK_MODIFIER_NAMES: Record<keyof RollKeepModifiers, string> = {
  unskilled: 'unskilled (u)',
  reroll: 'a reroll (r or ro)',
  explodeOn: 'an explosion (!)',
};

function isDigit(c: string | undefined): boolean {
  return c !== undefined && c >= '0' && c <= '9';
}

function isCompareStart(c: string | undefined): boolean {
  return c === '>' || c === '<' || c === '=';
}
