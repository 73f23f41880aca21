import { describe, expect, it } from 'vitest';
import type { Position } from '../../../engine/index.js';
import { blocks, inArea, isPosition, standsBetween } from './shapes.js';

const EPS = 1e-9;
const P = (x: number, y: number): Position => ({ x, y });
const wall = (from: Position, to: Position) => ({ name: 'wall', from, to });

describe('seed 001: areas and cover, the shapes on the map', () => {
  it('a point in a command is { x, y } with finite numbers', () => {
    expect(isPosition({ x: 1, y: -2 })).toBe(true);
    expect(isPosition(null)).toBe(false);
    expect(isPosition('1,2')).toBe(false);
    expect(isPosition({ x: 1 })).toBe(false);
    expect(isPosition({ y: 1 })).toBe(false);
    expect(isPosition({ x: Number.NaN, y: 0 })).toBe(false);
    expect(isPosition({ x: 0, y: Infinity })).toBe(false);
  });

  it('seed 001: \'Cone: A cone has its "tip" centered at the character using the ability, and is as long at any point as it is wide\' — its edges, its end, and never the user', () => {
    const cone = { shape: 'cone', length: 6, width: 2 } as const;
    // Tip (1, 1), aimed along +x: at 4 m along it is 4 wide, 2 each side.
    const tip = P(1, 1);
    const aim = P(9, 1);
    expect(inArea(cone, tip, aim, P(5, 3))).toBe(true);
    expect(inArea(cone, tip, aim, P(5, -1))).toBe(true);
    expect(inArea(cone, tip, aim, P(5, 3.01))).toBe(false);
    expect(inArea(cone, tip, aim, P(5, 1 + 2 + EPS))).toBe(true); // the edge, exactly
    expect(inArea(cone, tip, aim, P(7, 1))).toBe(true); // its end, 6 m
    expect(inArea(cone, tip, aim, P(1 + 6 + EPS, 1))).toBe(true);
    expect(inArea(cone, tip, aim, P(7.01, 1))).toBe(false);
    expect(inArea(cone, tip, aim, tip)).toBe(false); // the user himself
    expect(inArea(cone, tip, aim, P(0, 1))).toBe(false); // behind him
    // Aimed on a diagonal, from away from the origin: (4, 5) is 5 m along (3-4-5), 0 off.
    expect(inArea(cone, tip, P(4, 5), P(4, 5))).toBe(true);
    expect(inArea(cone, tip, P(4, 5), P(5, 4))).toBe(true); // 4.8 m along, 1.4 off
    expect(inArea(cone, tip, P(4, 5), P(6, 1))).toBe(false); // 3 m along, 4 off
    expect(inArea(cone, tip, P(-2, 5), P(-2, 5))).toBe(true);
    expect(inArea(cone, tip, P(-2, 5), P(4, 5))).toBe(false);
    // To the hair, from the origin: EPS along is still the user's own point; the end and the
    // edge exactly count.
    const o = P(0, 0);
    const east = P(10, 0);
    expect(inArea(cone, o, east, P(EPS, 0))).toBe(false);
    expect(inArea(cone, o, east, P(6 + EPS, 0))).toBe(true);
    expect(inArea(cone, o, east, P(4, 2 + EPS))).toBe(true);
    expect(inArea({ shape: 'line', length: 6, width: 2 }, o, east, P(3, 1 + EPS))).toBe(true);
    // Aimed at himself: no area.
    expect(inArea(cone, tip, tip, P(2, 1))).toBe(false);
  });

  it("seed 001: 'Line: A line is a straight area with a set width (assume 2m if none is listed) and length.' — its sides and end", () => {
    const line = { shape: 'line', length: 10, width: 2 } as const;
    const tip = P(2, 3);
    const aim = P(2, 20); // along +y
    expect(inArea(line, tip, aim, P(3, 4))).toBe(true); // 1 m off at 1 m along: a line, not a cone
    expect(inArea(line, tip, aim, P(3 + EPS, 8))).toBe(true);
    expect(inArea(line, tip, aim, P(3.01, 8))).toBe(false);
    expect(inArea(line, tip, aim, P(1, 13))).toBe(true);
    expect(inArea(line, tip, aim, P(1, 13.01))).toBe(false);
    expect(inArea(line, tip, aim, P(2, 2))).toBe(false);
    const wide = { shape: 'line', length: 8, width: 4 } as const;
    expect(inArea(wide, tip, aim, P(4, 5))).toBe(true);
    expect(inArea(wide, tip, aim, P(4.01, 5))).toBe(false);
  });

  it("seed 001 (cover): 'a creature between' — within creatureRadius of the straight line, not at either end", () => {
    const a = P(1, 1);
    const b = P(5, 3);
    expect(standsBetween(P(3, 2), a, b, 0.5)).toBe(true);
    expect(standsBetween(P(3, 2.5), a, b, 0.5)).toBe(true); // 0.447 m off the line
    expect(standsBetween(P(3, 2.6), a, b, 0.5)).toBe(false); // 0.537 m off
    expect(standsBetween(P(2.2, 1.6), a, b, 0.1)).toBe(true);
    expect(standsBetween(P(4.6, 2.8), a, b, 0.1)).toBe(true);
    expect(standsBetween(P(4.6, 3.0), a, b, 0.1)).toBe(false);
    expect(standsBetween(P(0, 0.5), a, b, 0.5)).toBe(false); // behind the attacker
    expect(standsBetween(P(6, 3.5), a, b, 0.5)).toBe(false); // behind the target
    expect(standsBetween(a, a, b, 0.5)).toBe(false);
    expect(standsBetween(b, a, b, 0.5)).toBe(false);
    expect(standsBetween(P(3, 2), a, a, 5)).toBe(false); // no line at all
    // The ends, to the hair: t at EPS or 1 − EPS is an end; the radius exactly counts.
    const o = P(0, 0);
    const e = P(1, 0);
    expect(standsBetween(P(EPS, 0), o, e, 0.5)).toBe(false);
    expect(standsBetween(P(1 - EPS, 0), o, e, 0.5)).toBe(false);
    expect(standsBetween(P(0.5, 0.5 + EPS), o, e, 0.5)).toBe(true);
    // A vertical line away from the origin.
    expect(standsBetween(P(2.4, 5), P(2, 1), P(2, 9), 0.5)).toBe(true);
    expect(standsBetween(P(2.6, 5), P(2, 1), P(2, 9), 0.5)).toBe(false);
    expect(standsBetween(P(2, 9.5), P(2, 1), P(2, 9), 0.5)).toBe(false);
  });

  it("seed 001 (cover): an obstacle 'between' — a wall across the line (touching counts), not beside it or beyond its ends", () => {
    const a = P(1, 1);
    const b = P(5, 3);
    const across = (c: Position, d: Position) => [
      blocks(wall(c, d), a, b),
      blocks(wall(d, c), a, b),
      blocks(wall(c, d), b, a),
    ];
    expect(across(P(2, 4), P(4, 0))).toEqual([true, true, true]); // crosses at (3, 2)
    expect(across(P(6, 6), P(8, 0))).toEqual([false, false, false]); // beyond b
    expect(across(P(2, 4), P(2.5, 3))).toEqual([false, false, false]); // stops short of the line
    expect(across(P(1, 2), P(5, 4))).toEqual([false, false, false]); // parallel
    expect(across(P(3, 2), P(3, 5))).toEqual([true, true, true]); // its end on the line
    expect(across(P(3, 2.5), P(3, 5))).toEqual([false, false, false]); // its end just above
    expect(across(P(5, 3), P(7, 0))).toEqual([true, true, true]); // at the target
    expect(across(P(0, 2), P(2, 0))).toEqual([true, true, true]); // through the attacker
    expect(across(P(4, 4), P(6, 2))).toEqual([true, true, true]); // through the target
    expect(across(P(3, 2), P(7, 4))).toEqual([true, true, true]); // along the line, overlapping
    expect(across(P(7, 4), P(9, 5))).toEqual([false, false, false]); // along it, beyond
    expect(across(P(-3, -1), P(-1, 0))).toEqual([false, false, false]); // along it, before
    // Along a horizontal line and a vertical one: beyond, before, end to end.
    const h = (c: Position, d: Position) => [
      blocks(wall(c, d), P(1, 2), P(4, 2)),
      blocks(wall(c, d), P(4, 2), P(1, 2)),
    ];
    expect(h(P(6, 2), P(8, 2))).toEqual([false, false]);
    expect(h(P(-3, 2), P(0, 2))).toEqual([false, false]);
    expect(h(P(4, 2), P(6, 2))).toEqual([true, true]);
    const v = (c: Position, d: Position) => [
      blocks(wall(c, d), P(2, 1), P(2, 4)),
      blocks(wall(c, d), P(2, 4), P(2, 1)),
    ];
    expect(v(P(2, 6), P(2, 8))).toEqual([false, false]);
    expect(v(P(2, -3), P(2, 0))).toEqual([false, false]);
    expect(v(P(2, 4), P(2, 7))).toEqual([true, true]);
    // A wall standing on the line's end, within a hair (EPS): touching, so it counts.
    expect(h(P(4 + EPS, 2), P(4 + EPS, 5))).toEqual([true, true]);
    expect(h(P(1 - EPS, 2), P(1 - EPS, 5))).toEqual([true, true]);
    expect(v(P(2, 4 + EPS), P(5, 4 + EPS))).toEqual([true, true]);
    expect(v(P(2, 1 - EPS), P(5, 1 - EPS))).toEqual([true, true]);
    // A wall standing 0.5 m beyond (or before) the end: not.
    expect(h(P(4.5, 2), P(4.5, 5))).toEqual([false, false]);
    expect(h(P(0.5, 2), P(0.5, 5))).toEqual([false, false]);
    expect(v(P(2, 4.5), P(5, 4.5))).toEqual([false, false]);
    expect(v(P(2, 0.5), P(5, 0.5))).toEqual([false, false]);
  });

  it('seed 001 (cover): a round obstacle (a tree, a pillar) counts when the line passes inside its radius, not when it grazes it', () => {
    const tree = (x: number, y: number, radius: number) => ({ name: 'tree', x, y, radius });
    expect(blocks(tree(3, 2.4, 0.5), P(1, 1), P(5, 3))).toBe(true);
    expect(blocks(tree(3, 1.5, 0.5), P(1, 1), P(5, 1))).toBe(false); // grazes it, 0.5 m
    expect(blocks(tree(3, 1.49, 0.5), P(1, 1), P(5, 1))).toBe(true);
    expect(blocks(tree(7, 1, 0.5), P(1, 1), P(5, 1))).toBe(false); // beyond the target
  });
});
