/**
 * Dice for one command. Seeded from (combat seed, version), so that the same fight replays the same
 * dice; or the faces a player typed in, used in the order the command rolls, checked for range and
 * count. In `fast` mode (the simulator) rolls keep only totals, from the compiled fast path.
 */
import { compile, deriveRng, roll, type CompiledRoll, type Rng, type Seed } from '../dice/index.js';
import { DiceError } from '../dice/index.js';
import type { Dice, Rolled } from './types.js';

const compiled = new Map<string, CompiledRoll>();

function compiledRoll(expression: string): CompiledRoll {
  let c = compiled.get(expression);
  if (!c) {
    c = compile(expression);
    if (compiled.size > 1024) compiled.clear();
    compiled.set(expression, c);
  }
  return c;
}

/** Dice drawing from a generator: full records, or totals only when `fast`. */
export class RngDice implements Dice {
  constructor(
    private readonly rng: Rng,
    private readonly fast = false,
  ) {}

  roll(expression: string): Rolled {
    if (this.fast) return { expression, total: compiledRoll(expression).roll(this.rng) };
    const record = roll(expression, { rng: this.rng });
    return { expression: record.expression, total: record.total, record };
  }
}

/**
 * The dice of the command at `version` of a combat seeded with `seed`. The generator is derived
 * on the first roll: most commands (ending a turn, moving) roll nothing.
 */
export function commandDice(seed: Seed, version: number, fast = false): Dice {
  return new CommandDice(seed, version, fast);
}

/**
 * A command's dice, made for every command (most roll nothing): one object of a class rather than
 * a closure and an object literal, which cost two allocations per command.
 */
class CommandDice implements Dice {
  private dice: RngDice | undefined;
  constructor(
    private readonly seed: Seed,
    private readonly version: number,
    private readonly fast: boolean,
  ) {}

  roll(expression: string): Rolled {
    this.dice ??= new RngDice(deriveRng(this.seed, 'command', this.version), this.fast);
    return this.dice.roll(expression);
  }
}

/** `1 face`, `3 faces`. */
const facesText = (n: number): string => `${n} ${n === 1 ? 'face' : 'faces'}`;

/**
 * Physical dice: each roll takes the faces it needs from the front of the list. `finish` throws
 * when faces are left over. Errors are DiceErrors (`dice/faces`), turned into violations by the kernel.
 */
export class TypedDice implements Dice {
  private at = 0;

  constructor(private readonly faces: readonly number[]) {}

  roll(expression: string): Rolled {
    // Try growing prefixes of the remaining faces: the roll says when it needs more.
    const rest = this.faces.slice(this.at);
    for (let n = 0; n <= rest.length; n++) {
      try {
        const record = roll(expression, { faces: rest.slice(0, n) });
        this.at += n;
        return { expression: record.expression, total: record.total, record };
      } catch (e) {
        if (!(e instanceof DiceError) || e.code !== 'dice/faces' || !/needs more/.test(e.message))
          throw e;
      }
    }
    throw new DiceError(
      'dice/faces',
      `${facesText(this.faces.length)} given, but the roll of ${expression} needs more (${rest.length === 1 ? '1 was' : `${rest.length} were`} left for it)`,
    );
  }

  finish(): void {
    if (this.at < this.faces.length) {
      throw new DiceError(
        'dice/faces',
        `${facesText(this.faces.length)} given, but the command used only ${this.at}: remove the last ${this.faces.length - this.at}`,
      );
    }
  }
}
