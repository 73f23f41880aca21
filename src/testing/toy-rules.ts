/**
 * A tiny rule set for the kernel's own tests: hit points, one Attack (1d6 damage, no hit roll),
 * initiative 1d20 + speed. Not a real system: it exercises the turn loop, not rules.
 */
import { ok, refuse, type CombatState, type GameEvent, type RuleSet } from '../engine/index.js';

interface ToySheet {
  readonly hp: number;
  readonly speed: number;
}
interface ToyData {
  readonly hp: number;
  readonly attacked: boolean;
}

const data = (s: CombatState, id: string): ToyData => s.combatants[id]?.data as ToyData;

export function toyRules(delay: 'within-round' | 'hold' = 'within-round'): RuleSet {
  return {
    id: 'toy',
    title: 'Toy',
    unit: 'ft',
    delay,
    options: { surprised: { description: 'a side that cannot act in round 1', default: null } },
    setup(sheet) {
      const s = sheet as Partial<ToySheet>;
      if (typeof s.hp !== 'number' || s.hp < 1)
        return { ok: false, error: [{ path: 'hp', message: 'hp ≥ 1' }] };
      return {
        ok: true,
        value: { sheet: { hp: s.hp, speed: s.speed ?? 0 }, data: { hp: s.hp, attacked: false } },
      };
    },
    initialGame: () => ({}),
    decide(state, command) {
      if (command.type !== 'Attack')
        return refuse('toy/unknown', `unknown command ${command.type}`);
      const actor = state.current;
      if (!actor) return refuse('turn/no-turn', 'nobody acts');
      if (data(state, actor).attacked) return refuse('toy/no-action', 'already attacked this turn');
      const target = command.data?.['target'];
      if (typeof target !== 'string' || !state.combatants[target])
        return refuse('toy/no-target', 'no such target');
      return ok([{ type: 'Attacked', data: { actor, target } }] as GameEvent[]);
    },
    evolve(state, event) {
      const d = event.data;
      if (event.type === 'TurnStarted') {
        const id = d['id'] as string;
        const c = state.combatants[id];
        if (!c) return state;
        return {
          ...state,
          combatants: {
            ...state.combatants,
            [id]: { ...c, data: { ...data(state, id), attacked: false } },
          },
        };
      }
      if (event.type === 'Attacked') {
        const a = d['actor'] as string;
        const t = d['target'] as string;
        const ca = state.combatants[a];
        const ct = state.combatants[t];
        if (!ca || !ct) return state;
        const hit = a === t ? 0 : 3;
        const combatants = {
          ...state.combatants,
          [a]: { ...ca, data: { ...data(state, a), attacked: true } },
        };
        const target = combatants[t] ?? ct;
        combatants[t] = {
          ...target,
          data: { ...(target.data as ToyData), hp: (target.data as ToyData).hp - hit },
        };
        return { ...state, combatants };
      }
      return state;
    },
    initiative(state, id, dice) {
      const roll = dice.roll('1d20');
      const speed = (state.combatants[id]?.sheet as ToySheet).speed;
      return { score: roll.total + speed, tiebreak: [speed], roll };
    },
    canAct: (s, id) =>
      data(s, id).hp > 0 && !(s.round === 1 && s.combatants[id]?.side === s.options['surprised']),
    inFight: (s, id) => data(s, id).hp > 0,
    autoEndTurn: (s, id) => data(s, id).attacked,
    legalActions: () => [],
    describe: () => undefined,
  };
}
