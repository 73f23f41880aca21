/**
 * The compiled fast path: parse once, then roll totals only, with no per-die objects. The plan is
 * turned into the source of one straight-line JavaScript function (dice loops, keep/drop by a small
 * sorted buffer held in local variables), so V8 runs it like a hand-written loop.
 *
 * It draws from the generator exactly as `roll` does, so for the same seed
 * `compile(e).roll(rng)` equals `roll(e, { rng }).total` (a property test checks it).
 */
import type { ComparePoint, Expr, Keep } from './ast.js';
import { LIMITS } from './ast.js';
import type { DieModel } from './die.js';
import { format } from './format.js';
import { optionsOf, treeOf } from './input.js';
import { planOf, type Plan, type PlanOptions } from './plan.js';
import type { Rng } from './rng.js';

export interface CompiledRoll {
  /** The canonical notation. */
  readonly expression: string;
  /** Rolls once and returns the total. */
  readonly roll: (rng: Rng) => number;
  /** The generated source, for the curious and for debugging. */
  readonly source: string;
}

/** Compiles an expression for fast repeated rolling. Throws {@link DiceError} on bad notation. */
export function compile(expr: string | Expr, options: PlanOptions = {}): CompiledRoll {
  const tree = treeOf(expr);
  const gen = new Generator();
  const result = gen.expr(planOf(tree, optionsOf<PlanOptions>(options, 'compile')));
  const body = `${gen.lines.join('\n')}\nreturn ${result};`;
  // The source is generated from a validated plan: it holds only numbers and fixed code.
  // eslint-disable-next-line @typescript-eslint/no-implied-eval
  const fn = new Function('r', body) as (rng: Rng) => number;
  return { expression: format(tree), roll: fn, source: body };
}

/** Buffers above this size use an array instead of local variables. */
const MAX_LOCAL_BUFFER = 6;

class Generator {
  readonly lines: string[] = [];
  private n = 0;

  private fresh(prefix: string): string {
    return `${prefix}${this.n++}`;
  }

  expr(p: Plan): string {
    switch (p.kind) {
      case 'const':
        return String(p.value);
      case 'dice': {
        const m = p.node.modifiers;
        const explodesApart = m.explode?.mode === 'explode' || m.explode?.mode === 'penetrate';
        return this.group(p.die, p.node.count, m.keep, explodesApart, m.success, m.failure, 0);
      }
      case 'pool':
        return this.group(
          p.die,
          p.rolled,
          { kind: 'kh', count: p.kept },
          false,
          undefined,
          undefined,
          p.bonus,
        );
      case 'negate':
        return `(-${this.expr(p.operand)})`;
      case 'binary': {
        const a = this.expr(p.left);
        const b = this.expr(p.right);
        return p.op === '/' ? `Math.floor(${a} / ${b})` : `(${a} ${p.op} ${b})`;
      }
    }
  }

  /** Emits one group's code and returns the variable holding its value. */
  private group(
    die: DieModel,
    count: number,
    keep: Keep | undefined,
    explodesApart: boolean,
    success: ComparePoint | undefined,
    failure: ComparePoint | undefined,
    bonus: number,
  ): string {
    const acc = this.fresh('g');
    const score = (v: string): string =>
      success === undefined
        ? v
        : `(${test(success, v)} ? 1 : ${failure === undefined ? '0' : `${test(failure, v)} ? -1 : 0`})`;
    let k = keep;
    // With a fixed number of dice, track whichever side of the keep is smaller.
    if (k && !explodesApart && k.count > count - k.count)
      k = { kind: FLIP[k.kind], count: count - k.count };
    this.lines.push(`let ${acc} = ${bonus};`);
    if (!k || k.count === 0) {
      if (k && (k.kind === 'kh' || k.kind === 'kl')) {
        this.dice(die, count, () => ''); // keep none: roll them all the same, count nothing
      } else {
        this.dice(die, count, (v) => `${acc} += ${score(v)};`);
      }
      return acc;
    }
    const top = k.kind === 'kh' || k.kind === 'dh';
    const tracksKept = k.kind === 'kh' || k.kind === 'kl';
    const buf = new Buffer(this, k.count, top);
    this.dice(die, count, (v) =>
      tracksKept ? buf.insert(v) : `${acc} += ${score(v)}; ${buf.insert(v)}`,
    );
    this.lines.push(`${acc} ${tracksKept ? '+=' : '-='} ${buf.items().map(score).join(' + ')};`);
    return acc;
  }

  /** Emits the loop that rolls `count` dice, calling `emit(valueExpr)` for each die value. */
  private dice(die: DieModel, count: number, emit: (v: string) => string): void {
    const f = this.fresh('f');
    const n = die.hi - die.lo + 1;
    const face = (): string => {
      let code = `${f} = ${die.lo} + r.int(${n});`;
      if (die.min !== undefined) code += ` if (${f} < ${die.min}) ${f} = ${die.min};`;
      if (die.max !== undefined) code += ` if (${f} > ${die.max}) ${f} = ${die.max};`;
      return code;
    };
    const i = this.fresh('i');
    const body: string[] = [`let ${f} = 0; ${face()}`];
    if (die.reroll) {
      const on = test(die.reroll.on, f);
      if (die.reroll.once) body.push(`if (${on}) { ${face()} }`);
      else body.push(`for (let c = 0; c < ${LIMITS.maxRerollsPerDie} && ${on}; c++) { ${face()} }`);
    }
    const ex = die.explode;
    if (!ex) {
      body.push(emit(f));
    } else {
      const pen = ex.mode === 'penetrate' || ex.mode === 'compound-penetrate' ? ' - 1' : '';
      const chain = `for (let c = 0; c < ${LIMITS.maxExplosionsPerDie} && ${test(ex.on, f)}; c++)`;
      if (ex.mode === 'compound' || ex.mode === 'compound-penetrate') {
        const v = this.fresh('v');
        body.push(`let ${v} = ${f};`, `${chain} { ${face()} ${v} += ${f}${pen}; }`, emit(v));
      } else {
        const v = this.fresh('v');
        body.push(emit(f), `${chain} { ${face()} const ${v} = ${f}${pen}; ${emit(v)} }`);
      }
    }
    this.lines.push(
      count === 1
        ? `{ ${body.join(' ')} }`
        : `for (let ${i} = 0; ${i} < ${count}; ${i}++) { ${body.join(' ')} }`,
    );
  }

  declare(name: string, init: string): void {
    this.lines.push(`let ${name} = ${init};`);
  }

  name(prefix: string): string {
    return this.fresh(prefix);
  }
}

const FLIP = { kh: 'dl', dl: 'kh', kl: 'dh', dh: 'kl' } as const;

/** A sorted buffer of the `size` highest (top) or lowest values seen, best first. */
class Buffer {
  private readonly vars: string[] = [];
  private readonly array: string | undefined;

  constructor(
    gen: Generator,
    private readonly size: number,
    private readonly top: boolean,
  ) {
    if (size <= MAX_LOCAL_BUFFER) {
      // Integer sentinels beyond any die value (|value| < 2^31 by the limits) keep V8 on int32.
      const sentinel = top ? '-2147483648' : '2147483647';
      for (let j = 0; j < size; j++) {
        const v = gen.name('b');
        gen.declare(v, sentinel);
        this.vars.push(v);
      }
    } else {
      this.array = gen.name('a');
      gen.declare(this.array, `new Float64Array(${size}).fill(${top ? '-Infinity' : 'Infinity'})`);
    }
  }

  /** Code inserting the value expression `v` (a variable name) in order. */
  insert(v: string): string {
    const better = this.top ? '>' : '<';
    const last = this.size - 1;
    if (this.array !== undefined) {
      const a = this.array;
      return `if (${v} ${better} ${a}[${last}]) { let j = ${last}; while (j > 0 && ${v} ${better} ${a}[j - 1]) { ${a}[j] = ${a}[j - 1]; j--; } ${a}[j] = ${v}; }`;
    }
    // Carry v down the slots: each keeps the better of itself and the carry, passing on the other.
    // Conditional expressions rather than branches: dice are random, so branches mispredict.
    const worse = this.top ? '<' : '>';
    let code = `{ let c = ${v};`;
    this.vars.forEach((b, j) => {
      const keep = `${b} = ${b} ${worse} c ? c : ${b};`;
      code +=
        j === last ? ` ${keep}` : ` const t${j} = ${b} ${worse} c ? ${b} : c; ${keep} c = t${j};`;
    });
    return `${code} }`;
  }

  /** Expressions for the buffered values. */
  items(): string[] {
    if (this.array !== undefined) {
      const a = this.array;
      return Array.from({ length: this.size }, (_, j) => `${a}[${j}]`);
    }
    return this.vars;
  }
}

function test(cp: ComparePoint, v: string): string {
  return `${v} ${cp.op === '=' ? '===' : cp.op} ${cp.value}`;
}
