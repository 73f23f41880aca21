/**
 * The Combat Chaos checks before a fight: an attack spell cast with spellcraft by a sheet whose
 * spellcraft is 0 (the system has no weapon skills: a spell's "unskilled" attack is the one case),
 * a weapon whose expected damage per hit is near zero against every foe (the menu's own odds:
 * the damage roll less soak, criticals included, maneuvers/attackOdds), and options changed from
 * their default that nothing in this fight uses.
 */
import {
  idleOptions,
  type Combatant,
  type CombatState,
  type LintWarning,
  type OptionNeed,
} from '../../../engine/index.js';
import { attackOdds } from '../maneuvers/index.js';
import { options as OPTIONS } from '../options.js';
import { sheetOf } from '../state.js';

/** Below this expected damage per hit against every foe, a weapon "does almost nothing". */
export const NEAR_ZERO_DAMAGE = 0.5;

function unskilled(c: Combatant): LintWarning[] {
  const s = sheetOf(c);
  if (s.skills.spellcraft > 0) return [];
  return s.spells
    .filter((sp) => sp.attack === 'spellcraft')
    .map((sp) => ({
      code: 'combat-chaos/unskilled-spell',
      combatant: c.id,
      message: `casts ${sp.name} with spellcraft, but has spellcraft 0: the attack is a bare d20`,
      hint: 'give skills: { spellcraft: 3 } or so, or the spell its own hit bonus (attack: 4)',
    }));
}

function weak(state: CombatState, c: Combatant, foes: readonly Combatant[]): LintWarning[] {
  if (foes.length === 0) return [];
  return sheetOf(c).weapons.flatMap((w) => {
    const best = Math.max(...foes.map((f) => attackOdds(state, f, w, c).damage?.mean ?? 0));
    return best < NEAR_ZERO_DAMAGE
      ? [
          {
            code: 'combat-chaos/weak-weapon',
            combatant: c.id,
            message: `the ${w.name} deals ${best.toFixed(2)} damage per hit at best (${w.damage} less the foes' soak)`,
            hint: `check its damage (${w.damage}) against the foes' soak: a longsword is 1d8+3`,
          },
        ]
      : [];
  });
}

/** Options that matter only when a combatant has something: [option, who needs it, what]. */
const NEEDS: readonly OptionNeed<Combatant>[] = [
  ['spellSoak', (c) => sheetOf(c).spells.length > 0, 'nobody has spells'],
];

function idleOptionsOf(state: CombatState): LintWarning[] {
  return idleOptions(
    'combat-chaos',
    state.options,
    OPTIONS,
    NEEDS,
    Object.values(state.combatants),
  );
}

export function lint(state: CombatState): readonly LintWarning[] {
  const all = Object.values(state.combatants);
  return [
    ...all.flatMap((c) => [
      ...unskilled(c),
      ...weak(
        state,
        c,
        all.filter((f) => f.side !== c.side),
      ),
    ]),
    ...idleOptionsOf(state),
  ];
}
