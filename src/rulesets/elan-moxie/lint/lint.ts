/**
 * The Elan & Moxie checks before a fight. The seed has no weapon skills, so no attack is
 * "unskilled"; what a sheet can get wrong is a weapon whose expected wounds per hit are near zero
 * against every foe (the attack's own odds: hit die, extra damage and soak roll, attack/planOdds),
 * and options changed from their default that nothing in this fight uses.
 */
import {
  idleOptions,
  type Combatant,
  type CombatState,
  type LintWarning,
  type OptionNeed,
} from '../../../engine/index.js';
import { planOdds, planStrike } from '../attack/index.js';
import { options as OPTIONS } from '../options.js';
import { sheetOf } from '../state.js';

/** Below this many expected wounds per hit against every foe, a weapon "does almost nothing". */
export const NEAR_ZERO_WOUNDS = 0.2;

function weak(state: CombatState, c: Combatant, foes: readonly Combatant[]): LintWarning[] {
  if (foes.length === 0) return [];
  return sheetOf(c).weapons.flatMap((w) => {
    const best = Math.max(
      ...foes.map((f) => planOdds(planStrike(state, c, f, w)).damage?.mean ?? 0),
    );
    return best < NEAR_ZERO_WOUNDS
      ? [
          {
            code: 'elan-moxie/weak-weapon',
            combatant: c.id,
            message: `the ${w.name} deals ${best.toFixed(2)} wounds per hit at best (damage ${String(w.damage)} against the foes' soak)`,
            hint: `check its damage (${String(w.damage)}) and the ${w.kind} score: a longsword is damage 6`,
          },
        ]
      : [];
  });
}

const channels = (c: Combatant): boolean => sheetOf(c).abilities.some((a) => a.channeled);
const areas = (c: Combatant): boolean =>
  sheetOf(c).abilities.some((a) => a.area !== undefined && a.attack !== undefined);

/** Options that matter only when a combatant has something: [option, who needs it, what]. */
const NEEDS: readonly OptionNeed<Combatant>[] = [
  ['maxChannels', channels, 'nobody has a channeled ability'],
  ['ownMoveEndsChanneling', channels, 'nobody has a channeled ability'],
  ['areaAttackRoll', areas, 'nobody has an area ability with an attack roll'],
];

function idleOptionsOf(state: CombatState): LintWarning[] {
  return idleOptions('elan-moxie', state.options, OPTIONS, NEEDS, Object.values(state.combatants));
}

export function lint(state: CombatState): readonly LintWarning[] {
  const all = Object.values(state.combatants);
  return [
    ...all.flatMap((c) =>
      weak(
        state,
        c,
        all.filter((f) => f.side !== c.side),
      ),
    ),
    ...idleOptionsOf(state),
  ];
}
