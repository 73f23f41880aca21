/**
 * Spell casting as a feature (reference §1.1, seed 000's spells): the CastSpell command, its
 * SpellCast event (the cost and the Center bonus, the damage, the healing), its log line and its
 * menu entries with odds. The registry places it right after the actions feature.
 */
import {
  ok,
  type ActionOption,
  type Combatant,
  type CombatState,
  type GameEvent,
  type Odds,
  type Rolled,
} from '../../../engine/index.js';
import {
  byCurrent,
  costText as cost,
  nameOf as name,
  performed,
  raisesText,
  shown,
  takeWounds,
  woundsText,
} from '../actions/index.js';
import { damageOdds, hitChance } from '../rolls/index.js';
import { copyData, dataOf, sheetOf, updateData } from '../state.js';
import type { Feature, FeatureDecide } from '../state.js';
import { planSpell, resolveSpell, spellTargets, type SpellPlan } from './decide.js';

const castSpell: FeatureDecide = byCurrent((state, c, data, dice) => {
  const plan = planSpell(state, c, data);
  return plan.ok ? ok(resolveSpell(state, plan.value, dice)) : plan;
});

/** SpellCast: the cost (and the Center bonus), then the damage, then the healing. */
function spellCast(state: CombatState, event: GameEvent): CombatState {
  const e = event.data;
  let next = performed(state, event, (d) => {
    if (!e['center']) return d;
    const n = copyData(d);
    n.centerUsed = true;
    return n;
  });
  const target = e['target'] as string;
  if (e['damage'] !== undefined) next = takeWounds(next, target, e['wounds'] as number);
  const healed = e['healed'];
  if (typeof healed === 'number' && healed > 0)
    next = updateData(next, target, (d) => {
      const n = copyData(d);
      n.wounds = Math.max(0, d.wounds - healed);
      return n;
    });
  return next;
}

function spellOdds(plan: SpellPlan, max: number): Odds {
  const { roll } = plan;
  const base = plan.baseTN + roll.tnPenalty;
  const withRaises: number[] = [];
  for (let r = 1; r <= max; r++) withRaises.push(hitChance(roll.notation, base, r));
  const note = `${roll.notation} vs TN ${plan.tn}${plan.damage ? `; damage ${plan.damage} − Reduction ${plan.reduction}` : ''}`;
  return {
    hit: hitChance(roll.notation, base, roll.raises),
    withRaises,
    ...(plan.damage ? { damage: damageOdds(plan.damage) } : {}),
    note,
  };
}

/** CastSpell on every target the spell may take, 0 … Void Ring Raises, with odds. */
function spellEntries(out: ActionOption[], state: CombatState, c: Combatant): void {
  const max = sheetOf(c).rings.void;
  for (const spell of sheetOf(c).spells) {
    const healOnly = spell.heal !== undefined && !spell.damage && spell.conditions.length === 0;
    for (const t of spellTargets(state, c, spell)) {
      if (healOnly && dataOf(t).wounds === 0) continue;
      for (let raises = 0; raises <= max; raises++) {
        const data = { spell: spell.name, target: t.id, ...(raises ? { raises } : {}) };
        const plan = planSpell(state, c, data);
        if (!plan.ok) break;
        const on = t.id === c.id ? 'on themself' : `on ${t.name}`;
        const label = `Cast ${spell.name} ${on}${raises ? ` with ${raises} Raise${raises > 1 ? 's' : ''}` : ''} (Complex)`;
        out.push({ command: { type: 'CastSpell', data }, label, odds: spellOdds(plan.value, max) });
      }
    }
  }
}

export const spellsFeature: Feature = {
  name: 'spells',
  commands: { CastSpell: castSpell },
  evolve: { SpellCast: spellCast },
  describe: {
    SpellCast: (e, s) => {
      const d = e.data;
      const on = d['target'] === d['actor'] ? '' : ` on ${name(s, d['target'])}`;
      const head = `${name(s, d['actor'])} casts ${d['spell'] as string}${on}${cost(d['spent'])}: ${shown(d['roll'] as Rolled)} vs TN ${d['tn'] as number}${raisesText(d['raises'])}`;
      if (!d['success']) return `${head} — the kami do not answer`;
      const parts: string[] = [];
      if (d['damage'] !== undefined) {
        const reduction = d['reduction'] ? ` − Reduction ${d['reduction'] as number}` : '';
        parts.push(
          `damage ${shown(d['damage'] as Rolled)}${reduction} → ${woundsText(s, d['target'], d['wounds'] as number)}`,
        );
      }
      if (d['heal'] !== undefined)
        parts.push(`heals ${shown(d['heal'] as Rolled)} → ${d['healed'] as number} Wounds`);
      if (d['rank'] !== undefined) parts.push(`${name(s, d['target'])} is ${d['rank'] as string}`);
      return `${head} — success${parts.length ? `; ${parts.join('; ')}` : ''}`;
    },
  },
  legal: (state, c) => {
    const out: ActionOption[] = [];
    spellEntries(out, state, c);
    return out;
  },
};
