/**
 * The Stances conditions allow (reference §11.3): Prone → only Attack or Defense; Dazed → only
 * Defense or Full Defense; Fatigued or mounted → no Full Attack. SetStance refuses the others; when
 * a condition arrives that forbids the current Stance, the combatant drops to the nearest allowed
 * one at once (stances/feature.ts).
 */
import type { Combatant } from '../../../engine/index.js';
import { STANCE_NAMES, type Stance } from './stance.js';
import { dataOf, hasCondition, skillRank } from '../state.js';

/** Why a Stance may not be taken, with its refusal code. */
export interface StanceLimit {
  readonly code: string;
  readonly message: string;
}

/**
 * Why the combatant's conditions forbid the Stance (reference §11.3), or undefined: Prone → only
 * Attack or Defense; Dazed → only Defense or Full Defense; Fatigued → no Full Attack; mounted → no
 * Full Attack (Horsemanship 3 lifts it, reference §3.4 / S9).
 */
export function conditionForbidsStance(c: Combatant, stance: Stance): StanceLimit | undefined {
  const name = STANCE_NAMES[stance];
  if (hasCondition(c, 'prone') && stance !== 'attack' && stance !== 'defense')
    return {
      code: 'l5r4e/prone-stance',
      message: `${c.name} is Prone: only the Attack or Defense Stance (reference §11.3), not ${name}`,
    };
  if (hasCondition(c, 'dazed') && stance !== 'defense' && stance !== 'fullDefense')
    return {
      code: 'l5r4e/dazed-stance',
      message: `${c.name} is Dazed: only the Defense or Full Defense Stance (reference §11.3), not ${name}`,
    };
  if (stance !== 'fullAttack') return undefined;
  if (hasCondition(c, 'fatigued'))
    return {
      code: 'l5r4e/fatigued-stance',
      message: `${c.name} is Fatigued: no Full Attack Stance (reference §11.3)`,
    };
  if (dataOf(c).mounted && skillRank(c, 'horsemanship') < 3)
    return {
      code: 'l5r4e/mounted-stance',
      message: `${c.name} is mounted: no Full Attack Stance (reference §11.3; Horsemanship 3 allows it)`,
    };
  return undefined;
}

/** The Stances to fall back to, nearest first, when a condition forbids the current one. */
const FALLBACK: Readonly<Record<Stance, readonly Stance[]>> = {
  attack: ['attack', 'defense', 'fullDefense'],
  fullAttack: ['fullAttack', 'attack', 'defense', 'fullDefense'],
  defense: ['defense', 'fullDefense', 'attack'],
  fullDefense: ['fullDefense', 'defense', 'attack'],
  center: ['center', 'attack', 'defense', 'fullDefense'],
};

/**
 * The Stance the combatant holds once their conditions are applied: the current one when allowed,
 * else the nearest allowed one (Full Attack → Attack, Full Defense → Defense, Center → Attack, and
 * Defense when Dazed). Some Stance is always allowed: Prone and Dazed together leave Defense.
 */
export function allowedStance(c: Combatant): Stance {
  const now = dataOf(c).stance;
  // Without conditions nor a horse nothing limits the Stance (checked after every event).
  if (c.conditions.length === 0 && !dataOf(c).mounted) return now;
  for (const s of FALLBACK[now]) if (!conditionForbidsStance(c, s)) return s;
  return now;
}
