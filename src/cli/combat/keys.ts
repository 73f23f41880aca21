/**
 * Stable keys for the options of `fray play`'s menu (issue 16): each option keeps its key for the
 * whole turn, however the menu around it changes (an option used up, a target fallen), so that a
 * player's `a` is the same attack before and after a free action. A key is a short code derived
 * from the command: the first letter of its type (`a` Attack, `m` Move, `e` EndTurn), else its
 * initials or first two letters when that letter is taken or is a prompt key (`d`elay → `de`);
 * a second target of the same action is `a2`; a variant of an action (a Raise, a Called Shot) is
 * `a+1` (1 Raise) or `a.1`. Pure.
 */
import type { ActionOption, CombatState } from '../../engine/index.js';

/** Keys the prompt itself uses: never an option's. */
export const RESERVED_KEYS: ReadonlySet<string> = new Set([
  'u',
  'r',
  'q',
  's',
  'g',
  'gm',
  'p',
  'd',
  'h',
  'help',
  'undo',
  'redo',
  'quit',
]);

/**
 * The keys given in one turn, by the identity of each option (its command as JSON) and of each
 * family (an action on a target). A new turn (another round or another actor) starts afresh.
 */
export class Keyring {
  private turn = '';
  private readonly byOption = new Map<string, string>();
  private readonly byFamily = new Map<string, string>();
  private readonly used = new Set<string>();
  private readonly variants = new Map<string, number>();
  /** The key of each command type's first family: the others are it with 2, 3, … */
  private readonly byType = new Map<string, string>();

  /** Forgets the keys when the turn is not the one they were given in. */
  startTurn(turn: string): void {
    if (turn === this.turn) return;
    this.turn = turn;
    this.byOption.clear();
    this.byFamily.clear();
    this.used.clear();
    this.variants.clear();
    this.byType.clear();
  }

  /** The key of a family's first option, given once per turn. */
  familyKey(family: string, type: string): string {
    const known = this.byFamily.get(family);
    if (known !== undefined) return known;
    const base = this.byType.get(type);
    const key = base === undefined ? this.freeKey(type) : this.numbered(base);
    if (base === undefined) this.byType.set(type, key);
    this.byFamily.set(family, key);
    this.used.add(key);
    return key;
  }

  /**
   * The key of an option: the one it had this turn, else its family's key when it is the family's
   * plain option and that key is still free, else a variant key (`a+1` for n Raises, `a.1`).
   */
  optionKey(option: ActionOption, familyKey: string, plain: boolean): string {
    const id = identity(option);
    const known = this.byOption.get(id);
    if (known !== undefined) return known;
    let key: string;
    const taken = [...this.byOption.values()].includes(familyKey);
    if (plain && !taken) key = familyKey;
    else {
      const raises = option.command.data?.['raises'];
      const plus = typeof raises === 'number' ? `${familyKey}+${raises}` : undefined;
      if (plus !== undefined && !this.used.has(plus)) key = plus;
      else {
        let n = this.variants.get(familyKey) ?? 0;
        do n++;
        while (this.used.has(`${familyKey}.${n}`));
        this.variants.set(familyKey, n);
        key = `${familyKey}.${n}`;
      }
    }
    this.byOption.set(id, key);
    this.used.add(key);
    return key;
  }

  /** `base2`, `base3`, …: the first not used this turn. */
  private numbered(base: string): string {
    let n = 2;
    while (this.used.has(`${base}${n}`)) n++;
    return `${base}${n}`;
  }

  /** The first of the type's codes not used this turn nor a prompt key, else the code with 2, 3, … */
  private freeKey(type: string): string {
    const words = type.split(/(?=[A-Z])/).filter((w) => w !== '');
    const lower = type.toLowerCase().replace(/[^a-z]/g, '') || 'x';
    const codes = [
      lower.slice(0, 1),
      words.map((w) => w[0]?.toLowerCase() ?? '').join(''),
      lower.slice(0, 2),
      lower,
    ];
    const free = (k: string): boolean => k !== '' && !RESERVED_KEYS.has(k) && !this.used.has(k);
    const first = codes.find(free);
    if (first !== undefined) return first;
    // Every code taken: the first letter with a number (`a2`, `a3`, …), after the reserved ones.
    return this.numbered(codes.find((k) => k !== '' && !RESERVED_KEYS.has(k)) ?? `${lower}x`);
  }
}

/** The turn that keys belong to: the round and who chooses (the reactor when one is asked). */
export function turnOf(s: CombatState, actor: string | null): string {
  return `${s.status}|${s.round}|${s.current ?? ''}|${actor ?? ''}`;
}

/** An option's identity within a turn: its command. */
export function identity(option: ActionOption): string {
  const c = option.command;
  return JSON.stringify([c.type, c.data ?? {}, c.meta?.actor ?? null]);
}

/**
 * The family of an option: options with odds of the same command type on the same combatants (a
 * Raise ladder, Called Shots, Feints on one foe) are one action, shown on one line; any other
 * option is its own family.
 */
export function familyOf(option: ActionOption, s: CombatState): string {
  if (!option.odds) return `one:${identity(option)}`;
  const c = option.command;
  const on = Object.values(c.data ?? {}).filter(
    (v): v is string => typeof v === 'string' && Object.hasOwn(s.combatants, v),
  );
  return JSON.stringify(['family', c.type, on, c.meta?.actor ?? null]);
}
