/**
 * The menu of `fray play`: the legal actions of whoever must act now (from the rule set's
 * `legalActions`), with the odds of attacks, and the parsing of what the player types. Pure.
 */
import type {
  ActionOption,
  CombatantId,
  Command,
  CombatState,
  Odds,
  RuleSet,
} from '../../engine/index.js';
import { parse as parseYaml } from 'yaml';
import { headline } from './render.js';
import { decimal, plural } from '../render.js';

export interface Menu {
  /** Who acts (a combatant id), or null for the GM (before the fight). */
  readonly actor: CombatantId | null;
  readonly heading: string;
  readonly options: readonly ActionOption[];
}

/**
 * The options now: StartCombat in setup; the reactor's options and DeclineReaction when a reaction
 * is pending; else the current combatant's, plus the kernel's EndTurn, Delay and ActNow (for those
 * who delayed) when the rule set does not list them. Each command is given its actor.
 */
export function menuFor(rs: RuleSet, s: CombatState): Menu {
  if (s.status === 'setup') {
    const start = { command: { type: 'StartCombat' }, label: 'Start the combat (roll initiative)' };
    return { actor: null, heading: headline(s), options: [start] };
  }
  if (s.status === 'ended') return { actor: null, heading: headline(s), options: [] };
  if (s.pending) {
    const reactor = s.pending.reactor;
    const own = rs.legalActions(s, reactor);
    const decline = { command: { type: 'DeclineReaction' }, label: 'Do not react' };
    const options = [...own, ...(has(own, 'DeclineReaction') ? [] : [decline])];
    return { actor: reactor, heading: headline(s), options: options.map((o) => by(o, reactor)) };
  }
  const actor = s.current;
  if (!actor) return { actor: null, heading: headline(s), options: [] };
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
  return { actor, heading: headline(s), options };
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

/** The menu as lines: the heading, numbered options with odds, and the keys. */
export function menuText(menu: Menu): string[] {
  const width = String(menu.options.length).length;
  const lines = menu.options.map((o, i) => {
    const odds = o.odds ? `   (${oddsText(o.odds)})` : '';
    return `  ${String(i + 1).padStart(width)}  ${o.label}${odds}`;
  });
  return [menu.heading, ...lines, KEYS];
}

export const KEYS =
  '  u undo · r redo · d N f1,f2,... option N with your own dice · g Type {data} a GM command · q quit';

export type Choice =
  | { readonly kind: 'option'; readonly n: number; readonly faces?: readonly number[] }
  | { readonly kind: 'undo' | 'redo' | 'quit' | 'help' | 'empty' }
  | { readonly kind: 'gm'; readonly command: Command }
  | { readonly kind: 'invalid'; readonly message: string };

/**
 * A GM command typed in: `g Fear {rank: 2, source: oni}` (the data in YAML flow or JSON), sent
 * with the GM as its actor: anything the rule set accepts that the menu does not list.
 */
function gmCommand(rest: string): Choice {
  const m = /^([A-Za-z]+)\s*(.*)$/.exec(rest.trim());
  if (!m)
    return { kind: 'invalid', message: 'a GM command is g Type {data}, e.g. g Fear {rank: 2}' };
  const type = m[1] ?? '';
  const body = (m[2] ?? '').trim();
  if (body === '') return { kind: 'gm', command: { type, meta: { actor: 'gm' } } };
  let data: unknown;
  try {
    data = parseYaml(body);
  } catch {
    return { kind: 'invalid', message: `the data of ${type} is not YAML or JSON: ${body}` };
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data))
    return { kind: 'invalid', message: `the data of ${type} is a map, e.g. {rank: 2}` };
  return {
    kind: 'gm',
    command: { type, data: data as Record<string, unknown>, meta: { actor: 'gm' } },
  };
}

/** What the player typed: `2`, `d 2 10,3,8`, `g Fear {rank: 2}`, `u`, `r`, `q`, `?`. */
export function parseChoice(line: string): Choice {
  const gm = /^gm?\s+(.+)$/i.exec(line.trim());
  if (gm) return gmCommand(gm[1] ?? '');
  const text = line.trim().toLowerCase();
  if (text === '') return { kind: 'empty' };
  if (text === 'u' || text === 'undo') return { kind: 'undo' };
  if (text === 'r' || text === 'redo') return { kind: 'redo' };
  if (text === 'q' || text === 'quit') return { kind: 'quit' };
  if (text === '?' || text === 'h' || text === 'help') return { kind: 'help' };
  if (/^\d+$/.test(text)) return { kind: 'option', n: Number(text) };
  const dice = /^d\s*(\d+)\s+(.+)$/.exec(text);
  if (dice) {
    const faces = (dice[2] ?? '').split(/[\s,]+/).filter((f) => f !== '');
    if (faces.every((f) => /^-?\d+$/.test(f)))
      return { kind: 'option', n: Number(dice[1]), faces: faces.map(Number) };
    return { kind: 'invalid', message: 'dice are whole numbers: d 1 10,3,8' };
  }
  return { kind: 'invalid', message: `"${line.trim()}" is not a choice` };
}

/** The command of option `n` (1-based), with the typed dice; undefined when there is no such option. */
export function chosenCommand(
  menu: Menu,
  n: number,
  faces?: readonly number[],
): Command | undefined {
  const o = menu.options[n - 1];
  if (!o) return undefined;
  if (!faces) return o.command;
  return { ...o.command, meta: { ...o.command.meta, faces } };
}
