/**
 * The controller's options (seed 000: "The character in control has the following options:"; the
 * list is reference §7): GrappleHit { target } (Complex: unarmed damage, STR k1, or the weapon's
 * DR + STR in a weapon grapple — "basing Hit damage on DR and STR"; Called Raises cannot add to it,
 * Free Raises still apply, Reduction does), Throw { target, to? } (Complex: the target lands
 * Prone within 5 ft and leaves the grapple), BreakGrapple (Simple: the controller leaves) and
 * PassGrapple (Free: keep the grapple and control). One of them per Turn; only the controller.
 * A grapple left with one member ends. EndGrapple { grapple } or { id } is the GM's.
 */
import {
  distance,
  ok,
  refuse,
  towards,
  withinReach,
  type Combatant,
  type CombatState,
  type Dice,
  type GameEvent,
  type Position,
  type Result,
  own,
} from '../../../engine/index.js';
import {
  gate,
  type Spent,
  gmOnly,
  isGm,
  isPoint,
  notStarted,
  performer,
} from '../actions/index.js';
import {
  gameOf,
  combatant,
  dataOf,
  isProne,
  sheetOf,
  skillRank,
  str,
  weaponOf,
  applyWounds,
  rankIndex,
  rankName,
} from '../state.js';
import {
  grappleById,
  grappleOf,
  grappleWeapon,
  type Grapple,
  BREAK,
  HIT,
  PASS,
  THROW,
} from './state.js';
import { optionOf } from '../options.js';
import { damageRoll } from '../attack/index.js';
import { activeEffects } from '../rolls/index.js';
import { UNARMED, type Weapon } from '../sheet.js';
import type { ActionKind } from '../sheet.js';

/** reference §7: the Throw lands the target "anywhere within five feet". */
export const THROW_RANGE = 5;

// The control options' kinds live with the grapple's state (the Action gate reads them).
export { BREAK, CONTROL_KINDS, HIT, PASS, THROW } from './state.js';

interface Control {
  readonly grapple: Grapple;
  readonly spent: Spent;
}

/** The controller may take the option now: in control, none taken this Turn, the budget allows. */
export function control(state: CombatState, c: Combatant, kind: ActionKind): Result<Control> {
  const g = grappleOf(state, c.id);
  if (!g)
    return refuse(
      'l5r4e/not-grappling',
      `${c.name} is in no grapple: Hit, Throw, Break and Pass are for the character in control of one (reference §7)`,
    );
  if (g.controller !== c.id)
    return refuse(
      'l5r4e/no-control',
      `seed 000: "The character in control has the following options": ${own(state.combatants, g.controller)?.name ?? g.controller} controls the grapple, not ${c.name}`,
    );
  if (g.optionUsed?.id === c.id && g.optionUsed.round === state.round)
    return refuse(
      'l5r4e/grapple-option-used',
      `the controller does one of Hit, Throw, Break or Pass on their Turn (reference §7); ${c.name} already did`,
    );
  const spent = gate(state, c, kind);
  return spent.ok ? ok({ grapple: g, spent: spent.value }) : spent;
}

/** Another member of the grapple, the target of a Hit or a Throw. */
function member(state: CombatState, c: Combatant, g: Grapple, raw: unknown): Result<Combatant> {
  const t = typeof raw === 'string' ? own(state.combatants, raw) : undefined;
  if (!t) return refuse('l5r4e/no-such-target', `no combatant ${JSON.stringify(raw)}`);
  if (t.id === c.id) return refuse('l5r4e/bad-target', `${c.name} cannot target themself`);
  if (!g.members.includes(t.id))
    return refuse(
      'l5r4e/not-in-grapple',
      `${t.name} is not in ${c.name}'s grapple: Hit and Throw affect "any one other participant in the grapple" (reference §7)`,
    );
  return ok(t);
}

const dicePair = (xky: string | undefined): [number, number] => {
  if (!xky) return [0, 0];
  const [r = 0, k = 0] = xky.split('k').map(Number);
  return [r, k];
};

/** The Hit's damage roll (reference §7) with its Free Raises (+1k0 each). */
export function hitDamage(
  state: CombatState,
  c: Combatant,
  g: Grapple,
): { weapon: Weapon; roll: string; freeRaises: number } {
  const inHand = weaponOf(c);
  const weapon = grappleWeapon(g, c, inHand.name) ? inHand : UNARMED;
  const effects = activeEffects(c, weapon);
  let free = 0;
  let rolled = 0;
  let kept = 0;
  for (const e of effects) {
    free += e.freeRaises?.['grappleHit'] ?? 0;
    const [r, k] = dicePair(e.damageDice);
    rolled += r;
    kept += k;
  }
  // reference §7 (option grappleMastery): Jiujutsu 3 +1k0, Jiujutsu 7 +1k1 in all, unarmed.
  if (weapon === UNARMED && optionOf<boolean>(state, 'grappleMastery', true)) {
    const rank = skillRank(c, 'jiujutsu');
    if (rank >= 3) rolled += 1;
    if (rank >= 7) kept += 1;
  }
  const [r0 = 0, k0 = 0] = damageRoll(c, weapon, free).split('k').map(Number);
  return { weapon, roll: `${r0 + rolled}k${k0 + kept}`, freeRaises: free };
}

/** Reduction of the target: armor (reference §8) and techniques. */
function reductionOf(t: Combatant): number {
  let r = sheetOf(t).armor.reduction;
  for (const e of activeEffects(t, weaponOf(t))) r += e.reduction ?? 0;
  return Math.max(0, r);
}

/** The events that end a grapple left with fewer than two members. */
function endIfAlone(g: Grapple, leaving: string): GameEvent[] {
  const left = g.members.filter((m) => m !== leaving);
  return left.length < 2
    ? [{ type: 'GrappleEnded', data: { grapple: g.id, reason: 'alone', members: left } }]
    : [];
}

export function planHit(
  state: CombatState,
  c: Combatant,
  data: Readonly<Record<string, unknown>>,
): Result<{
  actor: string;
  target: string;
  grapple: string;
  weapon: string;
  roll: string;
  freeRaises: number;
  reduction: number;
  spent: Spent;
}> {
  if (data['raises'] !== undefined && data['raises'] !== 0)
    return refuse(
      'l5r4e/no-called-raises',
      'Called Raises cannot add to a Hit: there is no roll to raise (reference §7); Free Raises still apply',
    );
  const ctl = control(state, c, HIT);
  if (!ctl.ok) return ctl;
  const t = member(state, c, ctl.value.grapple, data['target']);
  if (!t.ok) return t;
  const dmg = hitDamage(state, c, ctl.value.grapple);
  return ok({
    actor: c.id,
    target: t.value.id,
    grapple: ctl.value.grapple.id,
    weapon: dmg.weapon.name,
    roll: dmg.roll,
    freeRaises: dmg.freeRaises,
    reduction: reductionOf(t.value),
    spent: ctl.value.spent,
  });
}

function decideHit(
  state: CombatState,
  c: Combatant,
  data: Readonly<Record<string, unknown>>,
  dice: Dice,
): Result<GameEvent[]> {
  const plan = planHit(state, c, data);
  if (!plan.ok) return plan;
  const p = plan.value;
  const damage = dice.roll(p.roll, { by: c.id, what: 'damage' });
  const wounds = Math.max(0, damage.total - p.reduction);
  const t = combatant(state, p.target);
  const after = applyWounds(sheetOf(t).thresholds, dataOf(t).wounds, wounds);
  const rank = after.dead ? 'Dead' : rankName(rankIndex(sheetOf(t).thresholds, after.wounds));
  return ok([
    {
      type: 'GrappleStruck',
      data: {
        actor: p.actor,
        target: p.target,
        grapple: p.grapple,
        weapon: p.weapon,
        freeRaises: p.freeRaises,
        damage,
        reduction: p.reduction,
        wounds,
        rank,
        spent: p.spent,
      },
    },
  ]);
}

/** Where the thrown target lands: `to`, or where they stand when within 5 ft, else 5 ft towards them. */
function landing(c: Combatant, t: Combatant, raw: unknown): Result<Position> {
  if (raw === undefined) {
    if (withinReach(c.position, t.position, THROW_RANGE) && distance(c.position, t.position) > 0)
      return ok({ x: t.position.x, y: t.position.y });
    const to = towards(c.position, t.position, THROW_RANGE);
    return distance(c.position, to) > 0
      ? ok(to)
      : ok({ x: c.position.x + THROW_RANGE, y: c.position.y });
  }
  if (!isPoint(raw)) return refuse('l5r4e/bad-position', 'to must be { x, y } in feet');
  if (!withinReach(c.position, raw, THROW_RANGE))
    return refuse(
      'l5r4e/too-far',
      `a Throw lands the target "anywhere within five feet" of the thrower (reference §7), not ${Math.round(distance(c.position, raw))} ft away`,
    );
  if (distance(c.position, raw) === 0)
    return refuse('l5r4e/bad-position', `${t.name} cannot land on ${c.name}'s own square`);
  return ok({ x: raw.x, y: raw.y });
}

export function planThrow(
  state: CombatState,
  c: Combatant,
  data: Readonly<Record<string, unknown>>,
): Result<GameEvent[]> {
  const ctl = control(state, c, THROW);
  if (!ctl.ok) return ctl;
  const g = ctl.value.grapple;
  const t = member(state, c, g, data['target']);
  if (!t.ok) return t;
  const to = landing(c, t.value, data['to']);
  if (!to.ok) return to;
  const from = t.value.position;
  const events: GameEvent[] = [
    {
      type: 'GrappleThrown',
      data: {
        actor: c.id,
        target: t.value.id,
        grapple: g.id,
        from,
        to: to.value,
        spent: ctl.value.spent,
      },
    },
  ];
  if (!isProne(t.value))
    events.push({
      type: 'ConditionAdded',
      data: { id: t.value.id, condition: { id: 'prone', name: 'prone', source: c.id } },
    });
  events.push(...endIfAlone(g, t.value.id));
  return ok(events);
}

export function planBreak(state: CombatState, c: Combatant): Result<GameEvent[]> {
  const ctl = control(state, c, BREAK);
  if (!ctl.ok) return ctl;
  const g = ctl.value.grapple;
  // The one left longest in the grapple holds it until the next control roll.
  const next = g.members.find((m) => m !== c.id) ?? null;
  return ok([
    {
      type: 'GrappleBroken',
      data: { actor: c.id, grapple: g.id, controller: next, spent: ctl.value.spent },
    },
    ...endIfAlone(g, c.id),
  ]);
}

export function planPass(state: CombatState, c: Combatant): Result<GameEvent[]> {
  const ctl = control(state, c, PASS);
  if (!ctl.ok) return ctl;
  return ok([
    {
      type: 'GrapplePassed',
      data: { actor: c.id, grapple: ctl.value.grapple.id, spent: ctl.value.spent },
    },
  ]);
}

type CommandData = Readonly<Record<string, unknown>>;

/* The control options as feature commands: the current combatant performs them. Function
   declarations, not consts: the feature object reads them while the import cycle through
   budget.ts → features/registry.ts is still being evaluated. */

export function decideGrappleHit(
  state: CombatState,
  _actor: string,
  data: CommandData,
  dice: Dice,
): Result<readonly GameEvent[]> {
  const c = performer(state);
  return c.ok ? decideHit(state, c.value, data, dice) : c;
}

export function decideThrow(
  state: CombatState,
  _actor: string,
  data: CommandData,
): Result<readonly GameEvent[]> {
  const c = performer(state);
  return c.ok ? planThrow(state, c.value, data) : c;
}

export function decideBreak(state: CombatState): Result<readonly GameEvent[]> {
  const c = performer(state);
  return c.ok ? planBreak(state, c.value) : c;
}

export function decidePass(state: CombatState): Result<readonly GameEvent[]> {
  const c = performer(state);
  return c.ok ? planPass(state, c.value) : c;
}

/** EndGrapple { grapple } or { id: a member } (GM): the GM ends a grapple. */
export function decideEndGrapple(
  state: CombatState,
  actor: string,
  data: Readonly<Record<string, unknown>>,
): Result<readonly GameEvent[]> {
  if (!isGm(actor)) return gmOnly('EndGrapple');
  if (state.status !== 'active') return notStarted();
  const byId = str(data, 'grapple');
  const byMember = str(data, 'id');
  const g =
    byId !== undefined
      ? grappleById(state, byId)
      : byMember !== undefined
        ? grappleOf(state, byMember)
        : undefined;
  if (!g) {
    const ids = gameOf(state).grapples.map((x) => x.id);
    return refuse(
      'l5r4e/no-such-grapple',
      `no such grapple: EndGrapple { grapple } with one of [${ids.join(', ')}], or { id } of a member`,
    );
  }
  return ok([{ type: 'GrappleEnded', data: { grapple: g.id, reason: 'gm', members: g.members } }]);
}
