/** One log line per grapple event, e.g. "Akodo grapples Bayushi (Complex): 5k3[…] = 17 vs TN 15 — hit; Akodo is in control". */
import { own } from '../../../engine/index.js';
import type { CombatState, GameEvent, Rolled } from '../../../engine/index.js';
import type { Spent } from '../actions/index.js';
import type { ControlRoll } from './roll.js';
import { woundsText } from '../actions/index.js';

type Describe = (event: GameEvent, state: CombatState) => string;

const shown = (r: Rolled): string => r.record?.breakdown ?? `${r.expression} = ${r.total}`;

function cost(spent: Spent | undefined): string {
  if (!spent) return '';
  const level = spent.slots === 2 ? 'Complex' : spent.slots === 1 ? 'Simple' : 'Free';
  return ` (${level}${spent.void ? `, ${spent.void} Void Point${spent.void > 1 ? 's' : ''}` : ''})`;
}

const nameOf = (state: CombatState, id: unknown): string =>
  typeof id === 'string' ? (own(state.combatants, id)?.name ?? id) : String(id);

const SKILLS: Readonly<Record<string, string>> = {
  jiujutsu: 'Jiujutsu',
  chainWeapons: 'Chain Weapons',
  polearms: 'Polearms',
};
const skillName = (s: string): string => SKILLS[s] ?? s;

function attempt(event: GameEvent, state: CombatState): string {
  const d = event.data;
  const actor = nameOf(state, d['actor']);
  const target = nameOf(state, d['target']);
  const weapon = d['weapon'] === null ? '' : ` with the ${d['weapon'] as string}`;
  const head = `${actor} grapples ${target}${weapon}${cost(d['spent'] as Spent)}`;
  const roll = d['roll'] as Rolled | null;
  const free = d['freeRaises'] as number;
  const raises = d['raises'] as number;
  const extras = [
    raises ? `${raises} Raise${raises > 1 ? 's' : ''}` : '',
    free ? `${free} Free Raise${free > 1 ? 's' : ''}` : '',
  ].filter((x) => x);
  const rolled =
    roll === null
      ? `: ${target} is Entangled, no roll needed`
      : `: ${skillName(d['skill'] as string)}/Agility ${shown(roll)} vs TN ${d['tn'] as number} (Armor TN without armor ${d['armorTN'] as number})${extras.length ? `, ${extras.join(', ')}` : ''}`;
  if (event.type === 'GrappleMissed') return `${head}${rolled} — miss`;
  const control = nameOf(state, d['controller']);
  const what =
    event.type === 'GrappleJoined'
      ? `${actor} joins the grapple (${d['grapple'] as string})`
      : `${actor} and ${target} are in a grapple (${d['grapple'] as string})`;
  return `${head}${rolled}${roll === null ? '' : ' — hit'}; ${what}; ${control} is in control`;
}

const controlRolled: Describe = (event, state) => {
  const d = event.data;
  const rolls = (d['rolls'] as ControlRoll[])
    .map((r) => {
      const free = r.freeRaises ? ` + ${r.freeRaises} Free Raise → ${r.total}` : '';
      return `${nameOf(state, r.id)} ${skillName(r.skill)}/Strength ${shown(r.roll)}${free}`;
    })
    .join(', ');
  const winner = nameOf(state, d['controller']);
  const kept = d['controller'] === d['previous'] ? 'keeps' : 'takes';
  const disarm = d['disarm'] as { id: string; from: string } | null;
  const raises = disarm
    ? `; ${nameOf(state, disarm.id)} gets ${d['freeRaises'] as number} Free Raises to Disarm ${nameOf(state, disarm.from)} this Turn`
    : '';
  return `Grapple control at the start of ${nameOf(state, d['turn'])}'s Turn: ${rolls} → ${winner} ${kept} control${raises}`;
};

const struck: Describe = (event, state) => {
  const d = event.data;
  const free = d['freeRaises'] as number;
  const freeText = free ? ` with ${free} Free Raise${free > 1 ? 's' : ''}` : '';
  const reduction = d['reduction'] ? ` − Reduction ${d['reduction'] as number}` : '';
  const weapon = d['weapon'] === 'unarmed' ? 'bare hands' : `the ${d['weapon'] as string}`;
  return `${nameOf(state, d['actor'])} hits ${nameOf(state, d['target'])} in the grapple with ${weapon}${cost(d['spent'] as Spent)}${freeText}: damage ${shown(d['damage'] as Rolled)}${reduction} → ${woundsText(state, d['target'], d['wounds'] as number)}; ${nameOf(state, d['target'])} is ${d['rank'] as string}`;
};

const thrown: Describe = (event, state) => {
  const d = event.data;
  const to = d['to'] as { x: number; y: number };
  return `${nameOf(state, d['actor'])} throws ${nameOf(state, d['target'])}${cost(d['spent'] as Spent)}: ${nameOf(state, d['target'])} lands Prone at (${to.x}, ${to.y}), out of the grapple`;
};

const broken: Describe = (event, state) => {
  const d = event.data;
  return `${nameOf(state, d['actor'])} breaks away from the grapple${cost(d['spent'] as Spent)}`;
};

const passed: Describe = (event, state) => {
  const d = event.data;
  return `${nameOf(state, d['actor'])} passes, keeping the grapple and control${cost(d['spent'] as Spent)}`;
};

const ended: Describe = (event, state) => {
  const d = event.data;
  const who = (d['members'] as string[]).map((m) => nameOf(state, m)).join(' and ');
  return d['reason'] === 'gm'
    ? `GM: the grapple of ${who} ends`
    : `The grapple ends: only ${who || 'nobody'} is left in it`;
};

export const grappleDescribe: Readonly<Record<string, Describe>> = {
  GrappleStarted: attempt,
  GrappleJoined: attempt,
  GrappleMissed: attempt,
  GrappleControlRolled: controlRolled,
  GrappleStruck: struck,
  GrappleThrown: thrown,
  GrappleBroken: broken,
  GrapplePassed: passed,
  GrappleEnded: ended,
};
