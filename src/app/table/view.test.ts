import { describe, expect, it } from 'vitest';
import type { Combatant, CombatState } from '../../engine/index.js';
import { playerActions, playerEntry, playerState, visibleTo, type Viewer } from './view.js';
import {
  encounterOf,
  fightOf,
  scripted,
  send,
  table,
  type Fight,
  type Step,
} from './view/test-kit.js';

/** Sends EndTurn until it is `id`'s turn. */
function untilTurnOf(f: Fight, id: string): void {
  for (let i = 0; i < 40 && f.combat.state.current !== id; i++) send(f, { type: 'EndTurn' });
  expect(f.combat.state.current).toBe(id);
}

const entriesOf = (f: Fight, t = table(), viewer: Viewer = { mine: [] }) =>
  f.steps.map((s) => playerEntry(f.rs, s.after, t, viewer, s.entry));

const json = (v: unknown): string => JSON.stringify(v);

/** The l5r4e skirmish, scripted up to Bayushi Aramoro's first Turn; the Scorpion ninja hidden. */
const NINJA = table({ hidden: ['ninja'] });
const HIROKO: Viewer = { mine: ['hiroko'] };

describe('hidden combatants (table.hidden)', () => {
  it('are absent from combatants, order and acted; current is null and turnUsed false on their turn', () => {
    const f = scripted('l5r4e-skirmish.yaml');
    untilTurnOf(f, 'ninja');
    send(f, { type: 'Move', data: { to: { x: 30, y: 35 }, as: 'free' } });
    expect(f.combat.state.turnUsed).toBe(true);
    const p = playerState(f.rs, f.combat.state, NINJA, HIROKO);
    expect(Object.keys(p.combatants)).not.toContain('ninja');
    expect(Object.keys(p.combatants)).toContain('aramoro');
    expect(p.order).toEqual(f.combat.state.order.filter((id) => id !== 'ninja'));
    expect(p.current).toBeNull();
    expect(p.turnUsed).toBe(false);
    send(f, { type: 'EndTurn' });
    expect(f.combat.state.acted).toContain('ninja');
    const later = playerState(f.rs, f.combat.state, NINJA, HIROKO);
    expect(later.acted).toEqual(f.combat.state.acted.filter((id) => id !== 'ninja'));
    expect(later.current).toBe(f.combat.state.current);
    expect(json(later)).not.toMatch(/ninja/i);
  });

  it('are absent from delayed and suspended too', () => {
    const f = scripted('l5r4e-skirmish.yaml');
    untilTurnOf(f, 'ninja');
    send(f, { type: 'Delay' });
    expect(f.combat.state.delayed).toContain('ninja');
    const s: CombatState = { ...f.combat.state, suspended: ['ninja', 'uzue'] };
    const p = playerState(f.rs, s, NINJA, HIROKO);
    expect(p.delayed).toEqual([]);
    expect(p.suspended).toEqual(['uzue']);
    expect(playerState(f.rs, f.combat.state, table(), HIROKO).delayed).toEqual(['ninja']);
  });

  it('a pending question for a hidden combatant is null; its command and events are gone from the entry', () => {
    // Combat Chaos: a natural 1 on a melee attack provokes an attack of opportunity (seed 002).
    const f = fightOf(encounterOf('combat-chaos-skirmish.yaml'));
    send(f, { type: 'StartCombat' });
    expect(f.combat.state.current).toBe('mirela');
    send(f, { type: 'MoveToken', data: { id: 'snaga', to: { x: 5, y: 10 } } });
    const fumble = send(f, { type: 'Attack', data: { target: 'snaga' }, meta: { faces: [1] } });
    expect(f.combat.state.pending?.reactor).toBe('snaga');
    const hidden = table({ hidden: ['snaga'] });
    const mirela: Viewer = { mine: ['mirela'] };
    expect(playerState(f.rs, f.combat.state, hidden, mirela).pending).toBeNull();
    // Seen, the question is there; an enemy's keeps no data, an ally's does.
    expect(playerState(f.rs, f.combat.state, table(), mirela).pending).toEqual({
      kind: 'reaction',
      reactor: 'snaga',
      trigger: 'attack-of-opportunity',
    });
    expect(playerState(f.rs, f.combat.state, table(), { mine: ['brakka'] }).pending).toEqual(
      f.combat.state.pending,
    );
    const seen = playerEntry(f.rs, fumble.after, hidden, mirela, fumble.entry);
    expect(seen.command).toBeNull();
    expect(json(seen)).not.toContain('snaga');
    expect(fumble.entry.events.map((e) => e.type)).toContain('ReactionOffered');
    expect(seen.events.map((e) => e.type)).not.toContain('ReactionOffered');
    // The MoveToken of the GM names snaga: null, its event gone.
    const moved = f.steps[1] as Step;
    expect(playerEntry(f.rs, moved.after, hidden, mirela, moved.entry)).toEqual({
      command: null,
      events: [],
    });
  });

  it('a command whose meta.actor is hidden becomes null', () => {
    const f = scripted('l5r4e-skirmish.yaml');
    untilTurnOf(f, 'ninja');
    const s = send(f, { type: 'EndTurn', meta: { actor: 'ninja' } });
    const v = playerEntry(f.rs, s.after, NINJA, HIROKO, s.entry);
    expect(v.command).toBeNull();
    expect(v.events.map((e) => e.type)).toEqual(['TurnStarted']);
    expect(json(v)).not.toContain('ninja');
  });

  it('every entry of a scripted fight: no event, command, roll or name of the hidden one', () => {
    const f = scripted('l5r4e-skirmish.yaml');
    untilTurnOf(f, 'uzue');
    const all = entriesOf(f, table({ hidden: ['ninja'], health: 'exact' }), HIROKO);
    expect(json(all)).not.toMatch(/ninja/i);
    // The StartCombat entry keeps everyone else's InitiativeRolled, with their rolls (exact).
    const rolled = all[1]?.events.filter((e) => e.type === 'InitiativeRolled') ?? [];
    expect(rolled.map((e) => e.data['id'])).toEqual(
      Object.keys(f.combat.state.combatants).filter((id) => id !== 'ninja'),
    );
    expect(rolled.every((e) => typeof e.data['score'] === 'number')).toBe(true);
  });

  it("conditions caused by a hidden combatant stay, without its id: 'concealed-<n>'", () => {
    const f = scripted('l5r4e-skirmish.yaml');
    const condition = { id: 'marked-by-ninja', name: 'marked', source: 'ninja', rounds: 2 };
    send(f, { type: 'AddCondition', data: { id: 'hiroko', condition } });
    const p = playerState(f.rs, f.combat.state, NINJA, HIROKO);
    expect(p.combatants['hiroko']?.conditions).toEqual([
      { id: 'concealed-0', name: 'marked', rounds: 2 },
    ]);
    expect(
      playerState(f.rs, f.combat.state, table(), HIROKO).combatants['hiroko']?.conditions,
    ).toEqual([condition]);
  });

  it("a player's own combatant is never hidden from that player", () => {
    const f = scripted('l5r4e-skirmish.yaml');
    const p = playerState(f.rs, f.combat.state, NINJA, { mine: ['ninja'] });
    expect(p.combatants['ninja']?.mine).toBe(true);
    expect(p.order).toContain('ninja');
    const start = f.steps[1] as Step;
    const v = playerEntry(f.rs, start.after, NINJA, { mine: ['ninja'] }, start.entry);
    expect(v.events.some((e) => e.data['id'] === 'ninja')).toBe(true);
  });

  it("a player's own data names no hidden combatant: the string reads 'hidden' (l5r4e lastHit.turn)", () => {
    const f = scripted('l5r4e-skirmish.yaml');
    const s = f.combat.state;
    const hiroko = s.combatants['hiroko'] as Combatant;
    const data = {
      ...(hiroko.data as object),
      lastHit: { wounds: 6, round: 1, turn: 'ninja', recorded: 6 },
    };
    const hurt: CombatState = {
      ...s,
      combatants: { ...s.combatants, hiroko: { ...hiroko, data } },
    };
    const me = playerState(f.rs, hurt, NINJA, HIROKO).combatants['hiroko'];
    expect(me?.data).toMatchObject({ lastHit: { wounds: 6, turn: 'hidden' } });
    expect(playerState(f.rs, hurt, table(), HIROKO).combatants['hiroko']?.data).toEqual(data);
  });

  it('playerActions takes the words naming a hidden one out of the odds (Combat Chaos: threatened in melee)', () => {
    const f = scripted('combat-chaos-skirmish.yaml');
    untilTurnOf(f, 'wren');
    send(f, { type: 'MoveToken', data: { id: 'snaga', to: { x: -5, y: 20 } } });
    const actions = f.rs.legalActions(f.combat.state, 'wren');
    const hidden = table({ hidden: ['snaga'] });
    const shown = playerActions(actions, f.combat.state, hidden);
    const named = actions.filter(
      (a) => !json(a.command).includes('snaga') && json(a.odds ?? null).includes('Snaga'),
    );
    expect(named.length).toBeGreaterThan(0);
    expect(json(shown)).not.toMatch(/snaga/i);
    for (const a of named) {
      const s = shown.find((x) => json(x.command) === json(a.command));
      expect(s?.label).toBe(a.label);
      expect(s?.odds?.hit).toBe(a.odds?.hit);
    }
  });

  it('visibleTo: a combatant of the state the GM has not hidden', () => {
    const f = scripted('l5r4e-skirmish.yaml');
    const visible = visibleTo(f.combat.state, NINJA);
    expect(visible('hiroko')).toBe(true);
    expect(visible('ninja')).toBe(false);
    expect(visible('nobody')).toBe(false);
    expect(visible('__proto__')).toBe(false);
    expect(visibleTo(f.combat.state, table())('ninja')).toBe(true);
  });

  it('playerActions drops the options whose command or label mentions a hidden combatant', () => {
    const f = scripted('l5r4e-skirmish.yaml');
    send(f, { type: 'MoveToken', data: { id: 'ninja', to: { x: 5, y: 5 } } });
    send(f, { type: 'MoveToken', data: { id: 'hiroko', to: { x: 5, y: 10 } } });
    const actions = f.rs.legalActions(f.combat.state, 'aramoro');
    const onNinja = actions.filter((a) => json(a.command).includes('"ninja"'));
    expect(onNinja.length).toBeGreaterThan(0);
    const shown = playerActions(actions, f.combat.state, NINJA);
    expect(shown).toEqual(actions.filter((a) => !onNinja.includes(a)));
    expect(json(shown)).not.toMatch(/ninja/i);
    expect(shown.length).toBeGreaterThan(0);
    expect(playerActions(actions, f.combat.state, table())).toEqual(actions);
  });
});

describe('allies, enemies and health', () => {
  const p = (health: 'exact' | 'descriptive' | 'hidden') => {
    const f = scripted('combat-chaos-skirmish.yaml');
    untilTurnOf(f, 'mirela');
    send(f, { type: 'MoveToken', data: { id: 'snaga', to: { x: 35, y: 10 } } });
    // 15 + 5 hits Snaga's defense 12; 1d8+2 = 6 + 2 = 8 of his 9 health (no soak).
    send(f, { type: 'Attack', data: { target: 'snaga' }, meta: { faces: [15, 6] } });
    expect(f.combat.state.combatants['snaga']?.data).toMatchObject({ health: 1 });
    return { f, view: playerState(f.rs, f.combat.state, table({ health }), { mine: ['mirela'] }) };
  };

  it('mine: sheet, data, status and exact health', () => {
    const { f, view } = p('hidden');
    const me = view.combatants['mirela'];
    const real = f.combat.state.combatants['mirela'] as Combatant;
    expect(me).toMatchObject({ mine: true, ally: true, sheet: real.sheet, data: real.data });
    expect(me?.status).toBe(f.rs.status?.(f.combat.state, 'mirela'));
    expect(me?.health).toEqual({ harm: 0, max: 18, label: 'Unhurt' });
  });

  it('allies (same side): exact health, the status line, conditions; no sheet, no data', () => {
    const { f, view } = p('hidden');
    const ally = view.combatants['aldric'];
    expect(ally).toMatchObject({ mine: false, ally: true, name: 'Sir Aldric', conditions: [] });
    expect(ally?.health).toEqual({ harm: 0, max: 24, label: 'Unhurt' });
    expect(ally?.status).toBe(f.rs.status?.(f.combat.state, 'aldric'));
    expect(ally).not.toHaveProperty('sheet');
    expect(ally).not.toHaveProperty('data');
  });

  it("enemies: name, position, conditions, initiative; health as the GM chose ('exact')", () => {
    const { f, view } = p('exact');
    const real = f.combat.state.combatants['snaga'] as Combatant;
    expect(view.combatants['snaga']).toEqual({
      id: 'snaga',
      name: 'Snaga',
      side: 'orcs',
      position: { x: 35, y: 10 },
      conditions: real.conditions,
      initiative: real.initiative,
      mine: false,
      ally: false,
      health: { harm: 8, max: 9, label: 'Bloodied' },
    });
  });

  it("'descriptive': only the word (Combat Chaos: Bloodied at half health or less)", () => {
    const { view } = p('descriptive');
    expect(view.combatants['snaga']?.health).toEqual({ label: 'Bloodied' });
    expect(view.combatants['brakka']?.health).toEqual({ label: 'Unhurt' });
    expect(view.combatants['snaga']).not.toHaveProperty('status');
  });

  it("'hidden': no health at all, and still no status, sheet or data", () => {
    const { view } = p('hidden');
    const e = view.combatants['snaga'];
    expect(e).not.toHaveProperty('health');
    for (const k of ['status', 'sheet', 'data']) expect(e).not.toHaveProperty(k);
  });

  it('l5r4e: the Wound Rank name; elan-moxie: the wound track word (descriptive)', () => {
    const l = scripted('l5r4e-skirmish.yaml');
    send(l, { type: 'AdjustHarm', data: { id: 'hiroko', amount: 30 } });
    const lv = playerState(l.rs, l.combat.state, table(), { mine: ['aramoro'] });
    expect(lv.combatants['hiroko']?.health).toEqual({
      label: l.rs.health?.(l.combat.state, 'hiroko').label,
    });
    expect(lv.combatants['hiroko']?.health?.label).toBe('Hurt'); // Earth 3: 28–33
    const e = scripted('elan-moxie-skirmish.yaml');
    send(e, { type: 'AdjustHarm', data: { id: 'grosk', amount: 15 } });
    const ev = playerState(e.rs, e.combat.state, table(), { mine: ['kara'] });
    expect(ev.combatants['grosk']?.health).toEqual({ label: 'Collapsed' });
    expect(ev.combatants['snag']?.health).toEqual({ label: 'Unhurt' });
    expect(ev.combatants['brannoc']?.health).toEqual({ harm: 0, max: 15, label: 'Unhurt' });
  });

  it('no seed, no game, no notes: the GM’s note text appears nowhere', () => {
    const note = 'Brakka betrays the orcs in round three';
    const { f, view } = p('exact');
    const t = table({ health: 'exact', notes: { brakka: note, mirela: note } });
    const viewer = { mine: ['mirela'] };
    const out = [
      playerState(f.rs, f.combat.state, t, viewer),
      entriesOf(f, t, viewer),
      playerActions(f.rs.legalActions(f.combat.state, 'mirela'), f.combat.state, t),
    ];
    expect(json(out)).not.toContain('Brakka betrays');
    expect(view).not.toHaveProperty('seed');
    expect(view).not.toHaveProperty('game');
    expect(json(out)).not.toContain('"seed"');
  });
});

describe('events', () => {
  const added = (health: 'exact' | 'descriptive') => {
    const f = scripted('elan-moxie-skirmish.yaml');
    const entry = (id: string, side: string) => ({
      id,
      name: id === 'wil' ? 'Wil' : 'Bram',
      side,
      position: { x: 1, y: 1 },
      agility: 1,
      elan: 0,
      strength: 1,
      moxie: 0,
      weapons: [{ name: 'club', damage: 3, kind: 'strength' }],
    });
    const wil = send(f, { type: 'AddCombatant', data: { combatant: entry('wil', 'wardens') } });
    const bram = send(f, { type: 'AddCombatant', data: { combatant: entry('bram', 'raiders') } });
    const t = table({ health });
    const see = (s: Step, mine: string[]) => playerEntry(f.rs, s.after, t, { mine }, s.entry);
    return { f, wil, bram, see };
  };

  it('CombatantAdded keeps the sheet and data only for the player whose combatant it is', () => {
    const { wil, see } = added('exact');
    const own = see(wil, ['wil']).events[0];
    expect(own?.data['combatant']).toMatchObject({ id: 'wil' });
    expect(own?.data['combatant']).toHaveProperty('sheet');
    expect(own?.data['combatant']).toHaveProperty('data');
    const ally = see(wil, ['kara']);
    expect(ally.events[0]?.data['combatant']).not.toHaveProperty('sheet');
    expect(ally.events[0]?.data['combatant']).not.toHaveProperty('data');
    expect(ally.events[0]?.data['combatant']).toMatchObject({ id: 'wil', name: 'Wil' });
    // The command's entry is the sheet too: only id, name, side and position of it are left.
    expect(ally.command?.data?.['combatant']).toEqual({
      id: 'wil',
      name: 'Wil',
      side: 'wardens',
      position: { x: 1, y: 1 },
    });
    expect(see(wil, ['wil']).command?.data?.['combatant']).toHaveProperty('weapons');
  });

  it("health not 'exact': an event naming an enemy loses its numbers and rolls but positions, redacted", () => {
    const f = scripted('elan-moxie-skirmish.yaml');
    const kara: Viewer = { mine: ['kara'] };
    const [, start, move, attack] = f.steps as [Step, Step, Step, Step];
    const v = playerEntry(f.rs, start.after, table(), kara, start.entry);
    const grosk = v.events.find((e) => e.data['id'] === 'grosk');
    expect(grosk).toEqual({
      type: 'InitiativeRolled',
      data: { id: 'grosk', tiebreak: [] },
      redacted: true,
    });
    // An ally's event keeps its roll.
    const tam = v.events.find((e) => e.data['id'] === 'tam');
    expect(tam?.data['roll']).toEqual(
      start.entry.events.find((e) => e.data['id'] === 'tam')?.data['roll'],
    );
    expect(tam).not.toHaveProperty('redacted');
    // Tam's Move names nobody else: untouched.
    expect(playerEntry(f.rs, move.after, table(), kara, move.entry)).toEqual(move.entry);
    // Tam's sling at Nix: no number, no roll record left, redacted.
    const a = playerEntry(f.rs, attack.after, table(), kara, attack.entry);
    expect(a.events[0]?.redacted).toBe(true);
    expect(json(a.events)).not.toMatch(/\d/);
    expect(a.events[0]?.data).toMatchObject({ actor: 'tam', target: 'nix', weapon: 'sling' });
    const exact = playerEntry(f.rs, attack.after, table({ health: 'exact' }), kara, attack.entry);
    expect(exact).toEqual(attack.entry);
  });

  it('positions stay when the rest is taken out', () => {
    const f = scripted('combat-chaos-skirmish.yaml');
    const s = send(f, { type: 'MoveToken', data: { id: 'snaga', to: { x: 5, y: 10 } } });
    const v = playerEntry(
      f.rs,
      s.after,
      table({ health: 'hidden' }),
      { mine: ['mirela'] },
      s.entry,
    );
    expect(v.events).toEqual([
      {
        type: 'TokenMoved',
        data: { id: 'snaga', from: { x: 50, y: 10 }, to: { x: 5, y: 10 } },
        redacted: true,
      },
    ]);
  });

  it("the command loses meta.faces and its numbers (AdjustHarm's amount is the harm), redacted", () => {
    const f = scripted('combat-chaos-skirmish.yaml');
    untilTurnOf(f, 'mirela');
    send(f, { type: 'MoveToken', data: { id: 'snaga', to: { x: 35, y: 10 } } });
    const hit = send(f, { type: 'Attack', data: { target: 'snaga' }, meta: { faces: [15, 6] } });
    const harm = send(f, {
      type: 'AdjustHarm',
      data: { id: 'brakka', amount: 7 },
      meta: { actor: 'gm' },
    });
    const mirela: Viewer = { mine: ['mirela'] };
    const v = playerEntry(f.rs, hit.after, table(), mirela, hit.entry);
    expect(v.command).toEqual({ type: 'Attack', data: { target: 'snaga' }, redacted: true });
    expect(json(v)).not.toMatch(/\d/);
    expect(playerEntry(f.rs, harm.after, table(), mirela, harm.entry).command).toEqual({
      type: 'AdjustHarm',
      data: { id: 'brakka' },
      meta: { actor: 'gm' },
      redacted: true,
    });
    // Exact health: the faces and the amount are there.
    expect(
      playerEntry(f.rs, hit.after, table({ health: 'exact' }), mirela, hit.entry).command,
    ).toEqual(hit.entry.command);
    // An ally's harm is no secret.
    const heal = send(f, { type: 'AdjustHarm', data: { id: 'aldric', amount: 2 } });
    expect(playerEntry(f.rs, heal.after, table(), mirela, heal.entry)).toEqual(heal.entry);
  });

  it('an Undo entry passes as it is (it names nobody)', () => {
    const f = scripted('combat-chaos-skirmish.yaml');
    const undo = send(f, { type: 'Undo' });
    const v = playerEntry(f.rs, undo.after, table(), { mine: ['mirela'] }, undo.entry);
    expect(v).toEqual(undo.entry);
  });
});
