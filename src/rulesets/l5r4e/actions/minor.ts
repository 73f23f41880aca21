/**
 * The small Actions of seed 000's lists, with their levels:
 * - Speak { words }: Free up to 5 words, Simple beyond ("speak (up to 5 words)", "speak (more
 *   than 5 words)");
 * - DrawWeapon { hand? }: Free for a Small weapon, Simple for a Medium or Large one ("Draw small
 *   weapon", "draw medium/large weapon"); Free for a sword at Kenjutsu 5, a katana at Iaijutsu 3
 *   (reference §3.1, §6, option skillMasteryActions);
 * - SheatheWeapon { hand? }: Simple (the seed does not list it: as drawing a Medium weapon);
 * - DropWeapon { hand? } and DropItem { item }: Free ("drop weapon/item": one Free Action);
 * - PickUpWeapon { hand? } (the weapon must lie on the ground) and PickUpItem { item }: Simple
 *   ("pick up weapon/item");
 * - StandUp: Simple ("stand up from Prone");
 * - the scroll, horse, bow and kata Actions: actions/gear.ts.
 * Every one is costed by budget.gate, so Stances, Crippled, Down and "each Free Action once per
 * Round" apply.
 */
import {
  ok,
  refuse,
  type Combatant,
  type CombatState,
  type GameEvent,
  type Result,
} from '../../../engine/index.js';
import type { Level, Weapon } from '../sheet.js';
import { dataOf, isProne, sheetOf, str } from '../state.js';
import {
  action,
  costed,
  handOf,
  handsFull,
  masteryRank,
  noFreeHand,
  type Hand,
  type MinorPlan,
} from './plan.js';
import { planGear } from './gear.js';

export type { MinorPlan } from './plan.js';

const SPEAK_SHORT = action('free', 'speak');
const SPEAK_LONG = action('simple', 'speak-long');
/** seed 000: "drop weapon/item" is one Free Action (once per Round, whatever is dropped). */
const DROP = 'drop';
const PICK_UP = 'pick-up';

const counts = new Map<string, number>();

/** The words spoken (memoised: the menu checks the same two sentences every time). */
export function wordCount(words: string): number {
  let n = counts.get(words);
  if (n === undefined) {
    n = words.trim().split(/\s+/).length;
    if (counts.size >= 256) counts.clear();
    counts.set(words, n);
  }
  return n;
}

/** The sheet's weapon for a hand, or undefined (no weapon there). */
function weaponIn(c: Combatant, hand: Hand): Weapon | undefined {
  const s = sheetOf(c);
  if (hand === 'off') return s.offHand;
  return s.weapon.name === 'unarmed' ? undefined : s.weapon;
}

const held = (c: Combatant, hand: Hand): boolean =>
  hand === 'main' ? dataOf(c).armed : dataOf(c).offArmed;

const onGround = (c: Combatant, hand: Hand): boolean =>
  hand === 'main' ? dataOf(c).dropped : dataOf(c).offDropped;

const noWeapon = (c: Combatant, hand: Hand, verb: string): Result<never> =>
  refuse('l5r4e/no-weapon', `${c.name} has no ${hand === 'off' ? 'off-hand ' : ''}weapon ${verb}`);

/**
 * seed 000: drawing a Small weapon is Free, a Medium or Large one Simple. Skill Mastery (reference
 * §3.1 and §6, S9): a sword is drawn as a Free Action at Kenjutsu 5, a katana at Iaijutsu 3.
 */
export function drawLevel(state: CombatState, c: Combatant, w: Weapon): Level {
  if (w.size === 'small') return 'free';
  const sword = w.skill === 'kenjutsu';
  const katana = w.name.toLowerCase() === 'katana' || w.keywords.includes('katana');
  if (sword && masteryRank(state, c, 'kenjutsu') >= 5) return 'free';
  if (katana && masteryRank(state, c, 'iaijutsu') >= 3) return 'free';
  return 'simple';
}

function planDraw(state: CombatState, c: Combatant, hand: Hand): Result<MinorPlan> {
  const w = weaponIn(c, hand);
  if (!w) return noWeapon(c, hand, 'to draw');
  if (held(c, hand)) return refuse('l5r4e/already-drawn', `${c.name} already holds the ${w.name}`);
  if (onGround(c, hand))
    return refuse(
      'l5r4e/dropped',
      `the ${w.name} lies on the ground: pick it up (a Simple Action, seed 000 "pick up weapon/item")`,
    );
  if (hand === 'main' && dataOf(c).broken)
    return refuse('l5r4e/broken', `${c.name}'s ${w.name} is broken`);
  if (handsFull(c)) return noFreeHand(c);
  const level = drawLevel(state, c, w);
  return costed(state, c, action(level, 'draw'), 'WeaponDrawn', { weapon: w.name, hand });
}

function planSheathe(state: CombatState, c: Combatant, hand: Hand): Result<MinorPlan> {
  const w = weaponIn(c, hand);
  if (!w) return noWeapon(c, hand, 'to sheathe');
  if (!held(c, hand)) return refuse('l5r4e/not-drawn', `${c.name} does not hold the ${w.name}`);
  return costed(state, c, action('simple', 'sheathe'), 'WeaponSheathed', { weapon: w.name, hand });
}

function planDrop(state: CombatState, c: Combatant, hand: Hand): Result<MinorPlan> {
  const w = weaponIn(c, hand);
  if (!w || !held(c, hand))
    return refuse(
      'l5r4e/no-weapon',
      `${c.name} holds no ${hand === 'off' ? 'off-hand ' : ''}weapon`,
    );
  const type = hand === 'main' ? 'WeaponDropped' : 'OffHandDropped';
  return costed(state, c, action('free', DROP), type, { weapon: w.name, hand });
}

function planPickUp(state: CombatState, c: Combatant, hand: Hand): Result<MinorPlan> {
  const w = weaponIn(c, hand);
  if (!w) return noWeapon(c, hand, 'to pick up');
  if (held(c, hand)) return refuse('l5r4e/not-dropped', `${c.name} holds the ${w.name}`);
  if (!onGround(c, hand))
    return refuse(
      'l5r4e/not-dropped',
      `the ${w.name} was not dropped: a sheathed weapon is drawn (DrawWeapon)`,
    );
  if (handsFull(c)) return noFreeHand(c);
  const type = hand === 'main' ? 'WeaponPickedUp' : 'OffHandPickedUp';
  return costed(state, c, action('simple', PICK_UP), type, { weapon: w.name, hand });
}

/**
 * DropItem { item }: the spell scroll in hand (its spell's name, or `scroll`) leaves the hand;
 * any other item is the GM's to track (only the Action is counted).
 */
function planDropItem(
  state: CombatState,
  c: Combatant,
  item: string | undefined,
): Result<MinorPlan> {
  if (!item) return refuse('l5r4e/bad-item', 'DropItem needs an item: { item: "…" }');
  const scroll = dataOf(c).scroll;
  const isScroll = scroll !== null && (item === scroll || item === 'scroll');
  const data = isScroll ? { item: scroll, scroll: true } : { item };
  return costed(state, c, action('free', DROP), 'ItemDropped', data);
}

function planPickUpItem(
  state: CombatState,
  c: Combatant,
  item: string | undefined,
): Result<MinorPlan> {
  if (!item) return refuse('l5r4e/bad-item', 'PickUpItem needs an item: { item: "…" }');
  return costed(state, c, action('simple', PICK_UP), 'ItemPickedUp', { item });
}

/** Checks and costs a small Action (decide and legalActions both use it). */
export function planMinor(
  state: CombatState,
  c: Combatant,
  type: string,
  data: Readonly<Record<string, unknown>>,
): Result<MinorPlan> {
  switch (type) {
    case 'Speak': {
      const words = str(data, 'words')?.trim();
      if (!words) return refuse('l5r4e/bad-words', 'Speak needs words: { words: "…" }');
      const kind = wordCount(words) <= 5 ? SPEAK_SHORT : SPEAK_LONG;
      return costed(state, c, kind, 'Spoke', { words });
    }
    case 'DrawWeapon':
    case 'SheatheWeapon':
    case 'DropWeapon':
    case 'PickUpWeapon': {
      const hand = handOf(data);
      if (!hand.ok) return hand;
      if (type === 'DrawWeapon') return planDraw(state, c, hand.value);
      if (type === 'SheatheWeapon') return planSheathe(state, c, hand.value);
      if (type === 'DropWeapon') return planDrop(state, c, hand.value);
      return planPickUp(state, c, hand.value);
    }
    case 'DropItem':
      return planDropItem(state, c, str(data, 'item')?.trim());
    case 'PickUpItem':
      return planPickUpItem(state, c, str(data, 'item')?.trim());
    case 'StandUp': {
      if (!isProne(c)) return refuse('l5r4e/not-prone', `${c.name} is not Prone`);
      const prone = c.conditions.filter((x) => x.name === 'prone').map((x) => x.id);
      return costed(state, c, action('simple', 'stand-up'), 'StoodUp', {}, prone);
    }
    default:
      return planGear(state, c, type, data);
  }
}

export function resolveMinor(plan: MinorPlan): GameEvent[] {
  const actor = plan.data['actor'];
  const events: GameEvent[] = [{ type: plan.type, data: { ...plan.data, spent: plan.spent } }];
  for (const conditionId of plan.removes)
    events.push({
      type: 'ConditionRemoved',
      data: { id: actor, conditionId, reason: 'stood up' },
    });
  return events;
}

/** planMinor, then its events: the decide of every small Action. */
export function decideMinor(
  state: CombatState,
  c: Combatant,
  type: string,
  data: Readonly<Record<string, unknown>>,
): Result<readonly GameEvent[]> {
  const plan = planMinor(state, c, type, data);
  return plan.ok ? ok(resolveMinor(plan.value)) : plan;
}
