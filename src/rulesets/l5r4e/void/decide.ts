/**
 * SpendVoid { use: 'armor' | 'initiative' | 'swapInitiative' | 'reduceWounds', id?, with? }
 * (reference §1.5): a Void Point spent outside a roll. Not an Action (no slots; the event has no
 * `actor`, so the Turn may still be delayed); at most one Void Point per Round. The combatant
 * spends their own (the kernel lets them send commands in their Turn); the GM may spend anyone's
 * (`id`, default the current one).
 * - armor: +10 Armor TN for the Round (`voidArmorRound`, read by armorTN);
 * - initiative: +10 Initiative Score for the rest of the fight (the kernel's InitiativeSet);
 * - swapInitiative: the Initiative Scores (and tie-break keys) of the spender and a willing
 *   character (`with`) are swapped for the rest of the fight; "only one of the two needs to
 *   spend". Consent: an ally (the same side) is taken to be willing, so the spender may send it;
 *   with anyone else only the GM may, the GM's word standing for the partner's consent;
 * - armor, initiative and swapInitiative are "declared at the start of the Round": accepted only
 *   while no one has acted in the Round yet (`atRoundStart`: no Turn of the Round is over and the
 *   current one has taken no Action), so never after an attack of the Round;
 * - reduceWounds: −10 Wounds from the last damage taken (`lastHit`), "declared immediately after
 *   the damage total is announced": only in the Turn that damage was dealt, at most its Wounds.
 */
import {
  ok,
  refuse,
  type Combatant,
  type CombatState,
  type GameEvent,
  type Result,
  own,
} from '../../../engine/index.js';
import { canSpendVoid } from '../rolls/index.js';
import { dataOf, rankOf, OUT } from '../state.js';
import { isGm, notStarted } from '../actions/index.js';

export const VOID_USES = ['armor', 'initiative', 'swapInitiative', 'reduceWounds'] as const;
export type VoidUse = (typeof VOID_USES)[number];

export const isVoidUse = (u: unknown): u is VoidUse => VOID_USES.includes(u as VoidUse);

/**
 * reference §1.5: "Declare at the start of the Round" (armor, initiative, the swap): the Round has
 * started and no one has acted in it yet — no Turn of the Round is over (ended or skipped) and the
 * current Turn, if any, has taken no Action.
 */
export const atRoundStart = (state: CombatState): boolean =>
  state.status === 'active' && state.acted.length === 0 && !state.turnUsed;

const tooLate = (state: CombatState, what: string): Result<never> =>
  refuse(
    'l5r4e/void-timing',
    `a Void Point for ${what} is declared at the start of the Round (reference §1.5), before anyone acts in it: Round ${state.round} is under way`,
  );

/** The Wounds a Void Point would take off now (0: no damage to reduce in this Turn). */
export function reducible(state: CombatState, id: string): number {
  const c = own(state.combatants, id);
  if (!c) return 0;
  const d = dataOf(c);
  const hit = d.lastHit;
  if (!hit || hit.round !== state.round || hit.turn !== state.current) return 0;
  return Math.max(0, Math.min(10, hit.wounds, d.wounds));
}

export function decideSpendVoid(
  state: CombatState,
  actor: string,
  data: Readonly<Record<string, unknown>>,
): Result<readonly GameEvent[]> {
  if (state.status !== 'active') return notStarted();
  const raw = data['id'];
  if (raw !== undefined && typeof raw !== 'string')
    return refuse('l5r4e/no-such-combatant', 'id names a combatant');
  if (!isGm(actor) && raw !== undefined && raw !== actor)
    return refuse('turn/gm-only', "only the GM may spend another combatant's Void Point");
  const id = isGm(actor) ? (raw ?? state.current) : actor;
  const c = id === null || typeof id !== 'string' ? undefined : own(state.combatants, id);
  if (!c) return refuse('l5r4e/no-such-combatant', `no combatant ${JSON.stringify(id)}`);
  const use = data['use'];
  if (!isVoidUse(use))
    return refuse(
      'l5r4e/bad-use',
      `use is armor (+10 Armor TN this Round), initiative (+10 Initiative), swapInitiative (with: a willing character) or reduceWounds (−10 Wounds), reference §1.5; not ${JSON.stringify(use)}`,
    );
  if (dataOf(c).dead) return refuse('l5r4e/target-dead', `${c.name} is dead`);
  if (use !== 'reduceWounds' && rankOf(c) >= OUT)
    return refuse('l5r4e/cannot-act', `${c.name} is out of the fight`);
  const can = canSpendVoid(state, c);
  if (!can.ok) return can;
  switch (use) {
    case 'armor':
      if (!atRoundStart(state)) return tooLate(state, '+10 Armor TN');
      return ok([{ type: 'VoidSpent', data: { id: c.id, use, amount: 10 } }]);
    case 'swapInitiative':
      return swap(state, actor, c, data['with']);
    case 'initiative': {
      if (!atRoundStart(state)) return tooLate(state, '+10 Initiative');
      if (c.initiative === null)
        return refuse('l5r4e/no-initiative', `${c.name} has no Initiative Score yet`);
      return ok([
        { type: 'VoidSpent', data: { id: c.id, use, amount: 10 } },
        { type: 'InitiativeSet', data: { id: c.id, score: c.initiative + 10 } },
      ]);
    }
    case 'reduceWounds': {
      const amount = reducible(state, c.id);
      if (amount <= 0)
        return refuse(
          'l5r4e/no-recent-hit',
          'a Void Point reduces the Wounds of one damage source right after the damage (reference §1.5): only in the Turn that damage was dealt',
        );
      return ok([{ type: 'VoidSpent', data: { id: c.id, use, amount } }]);
    }
  }
}

/** The swap of Initiative Scores with a willing character (reference §1.5, use 5). */
function swap(
  state: CombatState,
  actor: string,
  c: Combatant,
  raw: unknown,
): Result<readonly GameEvent[]> {
  const p = typeof raw === 'string' ? own(state.combatants, raw) : undefined;
  if (!p)
    return refuse(
      'l5r4e/no-such-combatant',
      `swapInitiative needs with: the id of the willing character, not ${JSON.stringify(raw)}`,
    );
  if (p.id === c.id)
    return refuse('l5r4e/same-combatant', `${c.name} cannot swap Initiative with themself`);
  if (!isGm(actor) && p.side !== c.side)
    return refuse(
      'turn/gm-only',
      `${p.name} is not an ally of ${c.name}: only the GM may swap with them, saying they are willing`,
    );
  if (dataOf(p).dead || rankOf(p) >= OUT)
    return refuse('l5r4e/cannot-act', `${p.name} is out of the fight and cannot agree to a swap`);
  if (!atRoundStart(state)) return tooLate(state, 'the swap of Initiative');
  if (c.initiative === null || p.initiative === null)
    return refuse('l5r4e/no-initiative', 'both need an Initiative Score to swap');
  return ok([
    { type: 'VoidSpent', data: { id: c.id, use: 'swapInitiative', with: p.id, amount: 0 } },
    { type: 'InitiativeSet', data: { id: c.id, score: p.initiative, tiebreak: p.tiebreak } },
    { type: 'InitiativeSet', data: { id: p.id, score: c.initiative, tiebreak: c.tiebreak } },
  ]);
}
