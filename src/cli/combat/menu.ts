/**
 * The menu of `fray play`: the legal actions of whoever must act now (from the rule set's
 * `legalActions`), with the odds of attacks; each option under a key kept for the whole turn
 * (keys.ts), the actions with odds first, and the variants of one action (a Raise ladder, Called
 * Shots on the same foe) folded into one line, listed by `? key`. Pure.
 */
import type {
  ActionOption,
  CombatantId,
  Command,
  CombatState,
  Odds,
  RuleSet,
} from '../../engine/index.js';
import { familyOf, Keyring, turnOf } from './keys.js';
import { headline } from './render.js';
import { decimal, plural } from '../render.js';

export interface KeyedOption {
  readonly key: string;
  readonly option: ActionOption;
}

/** One line of the menu: an action, and its variants (shown by `? key`). */
export interface MenuLine extends KeyedOption {
  readonly variants: readonly KeyedOption[];
}

export interface Menu {
  /** Who acts (a combatant id), or null for the GM (before the fight). */
  readonly actor: CombatantId | null;
  readonly heading: string;
  /** Every option, in the rule set's order (the kernel's after the rule set's). */
  readonly options: readonly ActionOption[];
  /** The lines shown: the actions with odds first, each with its key and folded variants. */
  readonly lines: readonly MenuLine[];
}

/**
 * The options now: StartCombat and each combatant's setup actions in setup; the reactor's options and DeclineReaction when a reaction
 * is pending; else the current combatant's, plus the kernel's EndTurn, Delay and ActNow (for those
 * who delayed) when the rule set does not list them. Each command is given its actor.
 */
export function menuFor(rs: RuleSet, s: CombatState, keys = new Keyring()): Menu {
  const { actor, options } = optionsNow(rs, s);
  return { actor, heading: headline(s), options, lines: keyedLines(s, actor, options, keys) };
}

function optionsNow(
  rs: RuleSet,
  s: CombatState,
): { actor: CombatantId | null; options: ActionOption[] } {
  if (s.status === 'setup') {
    // Before the fight: the GM starts it, and each combatant may do what the rule set allows
    // before initiative (an L5R Stance, an ambush), named since the GM chooses for everyone.
    const start = { command: { type: 'StartCombat' }, label: 'Start the combat (roll initiative)' };
    const before = s.order.flatMap((id) =>
      rs.legalActions(s, id).map((o) => {
        const name = s.combatants[id]?.name ?? id;
        return by({ ...o, label: `${name}: ${o.label}` }, id);
      }),
    );
    return { actor: null, options: [start, ...before] };
  }
  if (s.status === 'ended') return { actor: null, options: [] };
  if (s.pending) {
    const reactor = s.pending.reactor;
    const own = rs.legalActions(s, reactor);
    const decline = { command: { type: 'DeclineReaction' }, label: 'Do not react' };
    const options = [...own, ...(has(own, 'DeclineReaction') ? [] : [decline])];
    return { actor: reactor, options: options.map((o) => by(o, reactor)) };
  }
  const actor = s.current;
  if (!actor) return { actor: null, options: [] };
  const own = rs.legalActions(s, actor);
  const extra: ActionOption[] = [];
  if (!has(own, 'EndTurn')) extra.push({ command: { type: 'EndTurn' }, label: 'End the turn' });
  if (!s.turnUsed && rs.delay === 'within-round' && !has(own, 'Delay'))
    extra.push({ command: { type: 'Delay' }, label: 'Delay (act later this round)' });
  const options = [...own, ...extra].map((o) => by(o, actor));
  if (!s.turnUsed && !has(own, 'ActNow')) {
    for (const id of s.delayed) {
      const name = s.combatants[id]?.name ?? id;
      options.push({
        command: { type: 'ActNow', data: { id }, meta: { actor: id } },
        label: `${name} acts now (delayed)`,
      });
    }
  }
  return { actor, options };
}

/**
 * The options grouped into lines: families in the order of their first option, those with odds
 * (attacks) first; each option keyed by the turn's keyring.
 */
function keyedLines(
  s: CombatState,
  actor: CombatantId | null,
  options: readonly ActionOption[],
  keys: Keyring,
): MenuLine[] {
  keys.startTurn(turnOf(s, actor));
  const families = new Map<string, ActionOption[]>();
  for (const o of options) {
    const f = familyOf(o, s);
    const list = families.get(f);
    if (list) list.push(o);
    else families.set(f, [o]);
  }
  const groups = [...families.entries()];
  const ordered = [
    ...groups.filter(([, g]) => g[0]?.odds),
    ...groups.filter(([, g]) => !g[0]?.odds),
  ];
  return ordered.map(([family, group]) => {
    const [first, ...rest] = group as [ActionOption, ...ActionOption[]];
    const familyKey = keys.familyKey(family, first.command.type);
    return {
      key: keys.optionKey(first, familyKey, true),
      option: first,
      variants: rest.map((o) => ({ key: keys.optionKey(o, familyKey, false), option: o })),
    };
  });
}

const has = (options: readonly ActionOption[], type: string): boolean =>
  options.some((o) => o.command.type === type);

/** The option's command, given by `actor` unless it names its own. */
function by(o: ActionOption, actor: CombatantId): ActionOption {
  if (o.command.meta?.actor !== undefined) return o;
  return { ...o, command: { ...o.command, meta: { ...o.command.meta, actor } } };
}

/** `62 % to hit · 18 % with 1 Raise · 4 % with 2 Raises` (or the odds' own label: `47 % to win`), and the note. */
export function oddsText(odds: Odds): string {
  const parts = [`${wholePercent(odds.hit)} ${odds.label ?? 'to hit'}`];
  (odds.withRaises ?? []).forEach((p, i) => {
    if (p > 0 && i < 3) parts.push(`${wholePercent(p)} with ${plural(i + 1, 'Raise')}`);
  });
  if (odds.damage?.mean !== undefined)
    parts.push(`damage ${decimal(odds.damage.mean, 1)} on average`);
  if (odds.note !== undefined) parts.push(odds.note);
  return parts.join(' · ');
}

/** A chance in whole percent: `62 %`; never `0 %` when possible nor `100 %` when not certain. */
export function wholePercent(p: number): string {
  if (p <= 1e-12) return '0 %';
  if (p >= 1 - 1e-12) return '100 %';
  const n = Math.round(p * 100);
  if (n === 0) return '< 1 %';
  if (n === 100) return '> 99 %';
  return `${n} %`;
}

/**
 * The menu as lines: the heading, an option per line under its key with its odds, and the keys;
 * given `rolls` (physical dice), what each option rolls.
 */
export function menuText(menu: Menu, rolls?: (command: Command) => string): string[] {
  const width = Math.max(1, ...menu.lines.map((l) => l.key.length));
  const lines = menu.lines.map((l) => {
    const odds = l.option.odds ? `   (${oddsText(l.option.odds)})` : '';
    const made = rolls?.(l.option.command) ?? '';
    const dice = made === '' ? '' : `   [rolls ${made}]`;
    const more = l.variants.length > 0 ? `   [+${l.variants.length} more: ? ${l.key}]` : '';
    return `  ${l.key.padEnd(width)}  ${l.option.label}${odds}${dice}${more}`;
  });
  return [menu.heading, ...lines, KEYS];
}

/**
 * `? a`: the action's line and each variant with its key, label and odds, and (given `rolls`, the
 * rolls a command makes: `attack 6k3, damage 3k2`) what each rolls.
 */
export function detailsText(line: MenuLine, rolls?: (command: Command) => string): string[] {
  const all = [line, ...line.variants];
  const width = Math.max(...all.map((o) => o.key.length));
  return all.flatMap((o) => {
    const odds = o.option.odds ? `   (${oddsText(o.option.odds)})` : '';
    const made = rolls?.(o.option.command) ?? '';
    return [
      `  ${o.key.padEnd(width)}  ${o.option.label}${odds}`,
      ...(made === '' ? [] : [`  ${' '.repeat(width)}  rolls: ${made}`]),
    ];
  });
}

export const KEYS =
  '  KEY take it · p KEY your own dice, roll by roll · ? KEY details · s status · u undo · r redo · g Type {data} GM · q quit';

/** The line of a key (`a`, `a+1` finds the line of `a`), or of a number (the n-th line, 1-based). */
export function lineOf(menu: Menu, key: string): MenuLine | undefined {
  const k = key.toLowerCase();
  if (/^\d+$/.test(k)) return menu.lines[Number(k) - 1];
  return menu.lines.find((l) => l.key === k || l.variants.some((v) => v.key === k));
}

/** The option of a key or a number (the n-th line), undefined when the menu has none. */
export function optionOf(menu: Menu, key: string): ActionOption | undefined {
  const line = lineOf(menu, key);
  if (!line) return undefined;
  const k = key.toLowerCase();
  return line.variants.find((v) => v.key === k)?.option ?? line.option;
}

/** The command of a key or number, with the faces typed in; undefined when there is no such option. */
export function chosenCommand(
  menu: Menu,
  key: string,
  faces?: readonly number[],
): Command | undefined {
  const o = optionOf(menu, key);
  if (!o) return undefined;
  if (!faces) return o.command;
  return { ...o.command, meta: { ...o.command.meta, faces } };
}

/** `a, a+1, e or 1 to 3`: what may be typed, for a choice that is not on the menu. */
export function keysText(menu: Menu): string {
  const keys = menu.lines.map((l) => l.key);
  return keys.length === 0 ? 'nothing' : `${keys.join(', ')} (or 1 to ${keys.length})`;
}
