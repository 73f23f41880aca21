/**
 * The L5R checks before a fight: a weapon whose Skill the wielder lacks (an unskilled attack
 * rolls the Trait alone and may call no Raises, reference §1.4), a weapon whose expected Wounds
 * per hit are near zero against every foe (damage roll with Strength less the foe's Reduction,
 * the odds of rolls/), and options changed from their default that nothing in this fight uses.
 */
import {
  idleOptions,
  type Combatant,
  type CombatState,
  type LintWarning,
  type OptionSpec,
  type OptionNeed,
} from '../../../engine/index.js';
import { damageRoll } from '../attack/index.js';
import { woundsOnHit } from '../rolls/index.js';
import { actionOptions, attackOptions } from '../options.js';
import type { Sheet, Weapon } from '../sheet.js';
import { sheetOf } from '../state.js';

/** Below this many expected Wounds per hit against every foe, a weapon "does almost nothing". */
export const NEAR_ZERO_WOUNDS = 1;

const hands = (s: Sheet): [string, Weapon][] => [
  ['weapon', s.weapon],
  ...(s.offHand ? [['offHand', s.offHand] as [string, Weapon]] : []),
];
const armed = (w: Weapon): boolean => !w.keywords.includes('unarmed');

function unskilled(c: Combatant): LintWarning[] {
  const s = sheetOf(c);
  return hands(s).flatMap(([field, w]) =>
    armed(w) && (s.skills[w.skill] ?? 0) === 0
      ? [
          {
            code: 'l5r4e/unskilled-attack',
            combatant: c.id,
            message: `attacks unskilled with the ${w.name} (${field}): no ${w.skill} Skill, so the roll is the Agility alone and calls no Raises`,
            hint: `give skills: { ${w.skill}: 1 } or more, or a weapon of a Skill the sheet has (${Object.keys(s.skills).join(', ') || 'none'})`,
          },
        ]
      : [],
  );
}

function weak(c: Combatant, foes: readonly Combatant[]): LintWarning[] {
  if (foes.length === 0) return [];
  return hands(sheetOf(c)).flatMap(([field, w]) => {
    const roll = damageRoll(c, w, 0);
    const best = Math.max(...foes.map((f) => woundsOnHit(roll, sheetOf(f).armor.reduction)));
    return best < NEAR_ZERO_WOUNDS
      ? [
          {
            code: 'l5r4e/weak-weapon',
            combatant: c.id,
            message: `the ${w.name} (${field}) deals ${best.toFixed(2)} Wounds per hit at best (${roll} less Reduction ${Math.min(...foes.map((f) => sheetOf(f).armor.reduction))})`,
            hint: `check its damage (${w.damage}) and Strength against the foes' armor: a katana is 3k2, a tanto 1k1`,
          },
        ]
      : [];
  });
}

const OPTIONS: Readonly<Record<string, OptionSpec>> = { ...actionOptions, ...attackOptions };

/** Options that matter only when a combatant has something: [option, who needs it, what]. */
const NEEDS: readonly OptionNeed<Sheet>[] = [
  ['spellNeedsScroll', (s) => s.spells.length > 0, 'nobody has spells'],
  ['kataInOwnStance', (s) => s.kata.length > 0, 'nobody has kata'],
  ['offHandPenaltySmall', (s) => s.offHand !== undefined, 'nobody has an offHand weapon'],
  ['offHandPenaltyMedium', (s) => s.offHand !== undefined, 'nobody has an offHand weapon'],
  ['offHandPenaltyLarge', (s) => s.offHand !== undefined, 'nobody has an offHand weapon'],
  ['mainHandPenaltyWithOffHand', (s) => s.offHand !== undefined, 'nobody has an offHand weapon'],
  ['dualWieldArmorTN', (s) => s.offHand !== undefined, 'nobody has an offHand weapon'],
];

function idleOptionsOf(state: CombatState): LintWarning[] {
  return idleOptions(
    'l5r4e',
    state.options,
    OPTIONS,
    NEEDS,
    Object.values(state.combatants).map(sheetOf),
  );
}

export function lint(state: CombatState): readonly LintWarning[] {
  const all = Object.values(state.combatants);
  return [
    ...all.flatMap((c) => [
      ...unskilled(c),
      ...weak(
        c,
        all.filter((f) => f.side !== c.side),
      ),
    ]),
    ...idleOptionsOf(state),
  ];
}
