/**
 * The two example encounters load, their scripts run, and each plays to the end when every
 * combatant takes the first attack it is offered (else the first move, else ends the turn).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { Combat, createCombat, type Command, type EncounterSpec } from '../../engine/index.js';
import { combatChaos } from './index.js';

const load = (file: string) =>
  parse(
    readFileSync(new URL(`../../../examples/${file}`, import.meta.url), 'utf8'),
  ) as EncounterSpec & {
    script?: Command[];
  };

function firstChoice(c: Combat): Command {
  const s = c.state;
  const options = combatChaos.legalActions(s, s.pending?.reactor ?? s.current ?? '');
  const by = (type: string) => options.find((o) => o.command.type === type)?.command;
  return (
    by('ReactAttack') ?? by('Attack') ?? by('Move') ?? by('DeclineReaction') ?? { type: 'EndTurn' }
  );
}

describe.each(['combat-chaos-duel.yaml', 'combat-chaos-skirmish.yaml', 'combat-chaos-ambush.yaml'])(
  '%s',
  (file) => {
    it('is a valid encounter whose script runs', () => {
      const spec = load(file);
      expect(spec.ruleSet).toBe('combat-chaos');
      const made = createCombat(combatChaos, spec);
      if (!made.ok) throw new Error(JSON.stringify(made.error));
      const c = Combat.start(combatChaos, made.value);
      for (const command of spec.script ?? []) {
        const r = c.send(command);
        expect(r.ok, `${JSON.stringify(command)}: ${r.ok ? '' : r.error.message}`).toBe(true);
      }
      expect(c.state.status).toBe('active');
    });

    it('plays to the end taking the first attack offered (else a move, else EndTurn)', () => {
      const made = createCombat(combatChaos, load(file));
      if (!made.ok) throw new Error(JSON.stringify(made.error));
      const c = Combat.start(combatChaos, made.value);
      expect(c.send({ type: 'StartCombat' }).ok).toBe(true);
      for (let n = 0; n < 500 && c.state.status === 'active'; n++) {
        const command = firstChoice(c);
        const r = c.send(command);
        expect(r.ok, `${JSON.stringify(command)}: ${r.ok ? '' : r.error.message}`).toBe(true);
      }
      expect(c.state.status).toBe('ended');
      expect(c.state.outcome?.winner).not.toBeNull();
    });
  },
);

it('the ambush: a surprise, then every maneuver and every reaction of seed 002 in its script', () => {
  const spec = load('combat-chaos-ambush.yaml');
  const made = createCombat(combatChaos, spec);
  if (!made.ok) throw new Error(JSON.stringify(made.error));
  const c = Combat.start(combatChaos, made.value);
  const sent: string[] = [];
  for (const command of spec.script ?? []) {
    const r = c.send(command);
    if (!r.ok) throw new Error(`${command.type}: ${r.error.message}`);
    sent.push(command.type);
  }
  const events = c.log.entries.flatMap((e) => e.events);
  // The ambush succeeds: the knights lose round 1.
  expect(events.find((e) => e.type === 'AmbushRolled')?.data['surprised']).toBe(true);
  // The thirteen maneuvers (Dash is Move, Hold is the kernel's Delay { until }), spells, and the
  // reactions: attacks of opportunity taken and declined, the braced strike, a Kipup as a reaction.
  for (const type of [
    'Attack',
    'Brace',
    'Charge',
    'Constrict',
    'Move',
    'Defend',
    'Disarm',
    'Grapple',
    'Delay',
    'Kipup',
    'Push',
    'Support',
    'Trip',
    'CastSpell',
    'ReactAttack',
    'DeclineReaction',
    'BraceStrike',
  ])
    expect(sent, type).toContain(type);
  expect(events.filter((e) => e.type === 'ReactionTaken').length).toBeGreaterThanOrEqual(5);
});
