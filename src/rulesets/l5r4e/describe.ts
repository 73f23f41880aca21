/**
 * One log line per event, e.g. "Akodo attacks Bayushi: 6k3[…] = 27 vs TN 20 — hit; damage
 * 6k2[…] = 14 → Bayushi is Grazed". Kernel events are phrased only for Initiative.
 */
import { own } from '../../engine/index.js';
import type { CombatState, GameEvent, Rolled } from '../../engine/index.js';
import { features } from './features/index.js';
import { STANCE_NAMES, type Stance } from './sheet.js';
import type { GroupRoll } from './ambush/index.js';
import type { Spent } from './actions/index.js';
import { MANEUVER_NAMES, type Maneuver } from './maneuvers/index.js';
import { woundsText } from './actions/index.js';

const shown = (r: Rolled): string => r.record?.breakdown ?? `${r.expression} = ${r.total}`;

function cost(spent: Spent | undefined): string {
  if (!spent) return '';
  const level = spent.slots === 2 ? 'Complex' : spent.slots === 1 ? 'Simple' : 'Free';
  return ` (${level}${spent.void ? ', 1 Void Point' : ''})`;
}

function group(state: CombatState, g: GroupRoll): string {
  const rolls = g.rolls.map((r) => `${own(state.combatants, r.id)?.name ?? r.id} ${shown(r.roll)}`);
  return rolls.length > 1 ? `${rolls.join(' + ')} = ${g.total}` : (rolls[0] ?? '0');
}

type EventData = Readonly<Record<string, unknown>>;

/** "attacks", "makes a Called Shot to the head of", "makes the Extra Attack on" … */
function attackWhat(d: EventData): string {
  const m = d['maneuver'] as Maneuver | null | undefined;
  const again = d['followUp'] === true ? 'follows up: ' : '';
  if (!m || m === 'increasedDamage') return `${again}attacks`;
  if (m === 'calledShot') return `${again}makes a Called Shot to the ${d['location'] as string} of`;
  return `${again}attempts ${MANEUVER_NAMES[m]} on`;
}

const hand = (d: EventData): string => (d['hand'] === 'off' ? ' in the off hand' : '');

/** Free Raises, Increased Damage, Void Points and the Center bonus, when any. */
function extras(d: EventData): string {
  const out: string[] = [];
  const free = (d['freeRaises'] as number | undefined) ?? 0;
  if (free) out.push(`${free} Free Raise${free > 1 ? 's' : ''}`);
  const more = (d['increasedDamage'] as number | undefined) ?? 0;
  if (more && d['maneuver']) out.push(`Increased Damage +${more}k0`);
  if (d['void'] === true) out.push('Void Point +1k1');
  if (d['voidDamage'] === true) out.push('Void Point on the damage +1k1');
  if (d['center'] === true) out.push('Center bonus');
  return out.length ? ` (${out.join(', ')})` : '';
}

export function describe(event: GameEvent, state: CombatState): string | undefined {
  const d = event.data;
  const name = (key: string): string => {
    const id = d[key] as string;
    return own(state.combatants, id)?.name ?? id;
  };
  const spent = cost(d['spent'] as Spent | undefined);
  switch (event.type) {
    case 'InitiativeRolled': {
      const surprised = (d['score'] as number) - (d['roll'] as Rolled).total;
      const note = surprised ? ` − ${-surprised} (surprised) = ${d['score'] as number}` : '';
      return `${name('id')} rolls Initiative: ${shown(d['roll'] as Rolled)}${note}`;
    }
    case 'StanceChosen': {
      const why =
        {
          surprised: ' (the surprised may not keep theirs)',
          duel: ' (the duel: through Round Three)',
          'duel over': ' (the duel becomes a regular combat)',
        }[d['reason'] as string] ?? '';
      return `${name('id')} takes the ${STANCE_NAMES[d['stance'] as Stance]} Stance${why}`;
    }
    case 'AmbushRolled': {
      // Sides are names ("lion", "scorpions"): "the … side" reads right whatever their number.
      const outcome = d['success']
        ? `the ${d['ambushed'] as string} side is surprised`
        : 'no surprise';
      return `Ambush (${d['mode'] as string}): the ${d['ambushers'] as string} side's Stealth ${group(state, d['stealth'] as GroupRoll)} vs the ${d['ambushed'] as string} side's Investigation ${group(state, d['notice'] as GroupRoll)} — ${outcome}`;
    }
    case 'SurpriseDeclared':
      return `The ${d['side'] as string} side is surprised: −10 Initiative for the whole fight`;
    case 'AttackMissed':
    case 'AttackHit': {
      const n = d['raises'] as number;
      const raises = n ? `, ${n} Raise${n > 1 ? 's' : ''}` : '';
      const head = `${name('actor')} ${attackWhat(d)} ${name('target')} with the ${d['weapon'] as string}${hand(d)}${d['followUp'] === true ? ' (no Action)' : spent}: ${shown(d['roll'] as Rolled)} vs TN ${d['tn'] as number}${raises}${extras(d)}`;
      if (event.type === 'AttackMissed') return `${head} — miss`;
      // The Feint's bonus is in the damage roll's notation already (its "+ N"): named, not added.
      const bonus = d['bonus'] ? ` with the Feint's +${d['bonus'] as number}` : '';
      const reduction = d['reduction'] ? ` − Reduction ${d['reduction'] as number}` : '';
      const follow =
        d['maneuver'] === 'extraAttack' ? '; Extra Attack: another attack at once' : '';
      return `${head} — hit; damage${bonus} ${shown(d['damage'] as Rolled)}${reduction} → ${woundsText(state, d['target'], d['wounds'] as number)}; ${name('target')} is ${d['rank'] as string}${follow}`;
    }
    case 'Moved':
      return `${name('actor')} moves ${Math.round(d['feet'] as number)} ft${spent}`;
    case 'Spoke':
      return `${name('actor')} says "${d['words'] as string}"${spent}`;
    case 'WeaponDropped':
      return `${name('actor')} drops the ${d['weapon'] as string}${spent}`;
    case 'WeaponPickedUp':
      return `${name('actor')} picks up the ${d['weapon'] as string}${spent}`;
    case 'StoodUp':
      return `${name('actor')} stands up${spent}`;
    case 'WoundsAdjusted': {
      const delta = d['delta'] as number;
      const change = delta > 0 ? `takes ${delta} Wounds` : `heals ${-delta} Wounds`;
      return `GM: ${name('id')} ${change} → ${d['rank'] as string}`;
    }
    default:
      return features().describe.get(event.type)?.(event, state);
  }
}
