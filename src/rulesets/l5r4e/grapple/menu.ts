/**
 * The grapple entries of the menu (legalActions): the controller's options (Hit and Throw on each
 * other member, Break, Pass), and Grapple on each enemy in the fight within reach (bare-handed,
 * and with a weapon that can grapple), with P(hit). Each is checked by the plan decide uses.
 */
import { own } from '../../../engine/index.js';
import type { ActionOption, Combatant, CombatState, Command } from '../../../engine/index.js';
import { gate } from '../actions/index.js';
import { GRAPPLE_ACTION, planGrapple, type GrapplePlan } from './decide.js';
import { planBreak, planHit, planPass, planThrow } from './control.js';
import { grappleOf } from './state.js';
import { hitChance } from '../rolls/index.js';
import { enemiesOf, weaponOf } from '../state.js';

function grappleOption(
  c: Combatant,
  t: Combatant,
  command: Command,
  plan: GrapplePlan,
): ActionOption {
  const weapon = plan.weapon === null ? '' : ` with the ${plan.weapon}`;
  const label = `Grapple ${t.name}${weapon} (Complex)`;
  if (plan.roll === null)
    return { command, label, odds: { hit: 1, note: `${t.name} is Entangled: no roll` } };
  return {
    command,
    label,
    odds: {
      hit: hitChance(plan.roll, plan.tn, 0),
      note: `${plan.roll} vs TN ${plan.tn} (Armor TN without armor); ${c.name} controls on a hit`,
    },
  };
}

/** An array, not a generator: the menu is built after every Action (legalActions, autoEndTurn). */
export function grappleMenu(state: CombatState, c: Combatant): ActionOption[] {
  const out: ActionOption[] = [];
  const g = grappleOf(state, c.id);
  if (g && g.controller === c.id) {
    for (const m of g.members) {
      if (m === c.id) continue;
      const t = own(state.combatants, m);
      if (!t) continue;
      const data = { target: m };
      if (planHit(state, c, data).ok)
        out.push({
          command: { type: 'GrappleHit', data },
          label: `Hit ${t.name} in the grapple (Complex)`,
        });
      if (planThrow(state, c, data).ok)
        out.push({
          command: { type: 'Throw', data },
          label: `Throw ${t.name} out of the grapple, Prone (Complex)`,
        });
    }
    if (planBreak(state, c).ok)
      out.push({
        command: { type: 'BreakGrapple' },
        label: 'Break away from the grapple (Simple)',
      });
    if (planPass(state, c).ok)
      out.push({
        command: { type: 'PassGrapple' },
        label: 'Pass: keep the grapple and control (Free)',
      });
  }
  // planGrapple costs the Action last: when the budget refuses it, no Grapple is planned.
  if (!gate(state, c, GRAPPLE_ACTION).ok) return out;
  const canWeapon = weaponOf(c).keywords.includes('grapple');
  for (const t of enemiesOf(state, c)) {
    const data = { target: t.id };
    const plan = planGrapple(state, c, data);
    if (plan.ok) out.push(grappleOption(c, t, { type: 'Grapple', data }, plan.value));
    if (!canWeapon) continue;
    const armed = { target: t.id, weapon: true };
    const withWeapon = planGrapple(state, c, armed);
    if (withWeapon.ok)
      out.push(grappleOption(c, t, { type: 'Grapple', data: armed }, withWeapon.value));
  }
  return out;
}
