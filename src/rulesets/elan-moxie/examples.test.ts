import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import {
  Combat,
  createCombat,
  type ActionOption,
  type Command,
  type EncounterSpec,
} from '../../engine/index.js';
import { elanMoxie } from './index.js';
import { step } from './test-kit.js';

type Spec = EncounterSpec & { readonly script?: readonly Command[] };

function load(name: string): Spec {
  const text = readFileSync(new URL(`../../../examples/${name}`, import.meta.url), 'utf8');
  return parse(text) as Spec;
}

const firstAttack = (options: readonly ActionOption[]) =>
  options.find((o) => o.command.type === 'Attack');

/** The script through Combat.send, as `fray run` does. */
function runScript(spec: Spec): Combat {
  const made = createCombat(elanMoxie, spec);
  if (!made.ok) throw new Error(JSON.stringify(made.error));
  const c = Combat.start(elanMoxie, made.value);
  for (const command of spec.script ?? []) {
    const r = c.send(command);
    if (!r.ok) throw new Error(`script: ${command.type} refused: ${r.error.message}`);
  }
  return c;
}

/** After the script, a policy over legalActions (EndTurn when it picks nothing) until the end. */
function playOut(
  spec: Spec,
  policy: (options: readonly ActionOption[]) => ActionOption | undefined,
) {
  let s = runScript(spec).state;
  let n = 0;
  while (s.status === 'active' && n++ < 5000) {
    // A pending Attack of Opportunity is answered with its first option (the first weapon).
    const who = s.pending?.reactor ?? s.current ?? '';
    const options = elanMoxie.legalActions(s, who);
    const o = s.pending ? options[0] : policy(options);
    const r = step(s, o?.command ?? { type: 'EndTurn' });
    if (!r.ok) throw new Error(r.error.message);
    s = r.value;
  }
  return s;
}

describe.each(['elan-moxie-duel.yaml', 'elan-moxie-skirmish.yaml', 'elan-moxie-chapel.yaml'])(
  'examples/%s',
  (file) => {
    const spec = load(file);

    it('is a valid elan-moxie encounter whose script runs', () => {
      expect(spec.ruleSet).toBe('elan-moxie');
      const c = runScript(spec);
      expect(c.state.status).toBe('active');
      expect(c.log.entries.length).toBe(spec.script?.length);
      const attacks = c.log.entries.flatMap((e) => e.events).filter((e) => e.type === 'Attacked');
      expect(attacks.length).toBeGreaterThan(0);
    });

    it('ends when everyone takes the first attack option of legalActions, or ends the turn', () => {
      const s = playOut(spec, firstAttack);
      expect(s.status).toBe('ended');
      expect(s.outcome?.winner).not.toBeUndefined();
    });

    it('ends when everyone attacks if they can, else moves towards a foe, else ends the turn', () => {
      const s = playOut(spec, (o) => firstAttack(o) ?? o.find((x) => x.command.type === 'Move'));
      expect(s.status).toBe('ended');
    });
  },
);

it('the chapel skirmish shows every rule of issue 5 in its script', () => {
  const c = runScript(load('elan-moxie-chapel.yaml'));
  const events = c.log.entries.flatMap((e) => e.events);
  const has = (type: string, match: Record<string, unknown> = {}) =>
    events.some((e) => e.type === type && Object.entries(match).every(([k, v]) => e.data[k] === v));
  // Attacks of Opportunity, for moving past two wardens and for leaving melee range.
  expect(has('Attacked', { uses: 'opportunity', target: 'snag' })).toBe(true);
  expect(has('Attacked', { uses: 'opportunity', target: 'kara' })).toBe(true);
  expect(events.filter((e) => e.type === 'ReactionTaken')).toHaveLength(3);
  // A Withdraw, cover (objects and creatures), a channel, a cone and a line.
  expect(has('Moved', { action: 'withdraw' })).toBe(true);
  expect(has('Attacked', { cover: 2 })).toBe(true);
  expect(has('AbilityUsed', { ability: 'ward', channeled: true })).toBe(true);
  const areas = events.filter((e) => e.type === 'AbilityUsed' && e.data['at'] !== undefined);
  expect(areas.map((e) => e.data['ability'])).toEqual(['chain lightning', 'fire fan']);
  expect(areas.every((e) => (e.data['targets'] as string[]).length === 2)).toBe(true);
  // Grapple, Escape, Release, a knockdown and standing up, a Disarm.
  expect(has('SpecialAttacked', { special: 'grapple', result: 'pinned' })).toBe(true);
  expect(has('GrappleContested')).toBe(true);
  expect(has('GrappleReleased')).toBe(true);
  expect(has('KnockedProne')).toBe(true);
  expect(has('StoodUp')).toBe(true);
  expect(has('SpecialAttacked', { special: 'disarm' })).toBe(true);
});

it('the skirmish is five against five', () => {
  const sides = load('elan-moxie-skirmish.yaml').combatants.map(
    (c) => (c as { side: string }).side,
  );
  expect(sides.filter((s) => s === 'wardens')).toHaveLength(5);
  expect(sides.filter((s) => s === 'raiders')).toHaveLength(5);
});
