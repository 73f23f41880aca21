import { describe, expect, it } from 'vitest';
import { demoText } from './command.js';

describe('fray demo', async () => {
  const text = await demoText();
  const lines = text.trimEnd().split('\n');

  it('is the same on every run and under 60 lines', async () => {
    expect(await demoText()).toBe(text);
    expect(lines.length).toBeLessThanOrEqual(60);
  });

  it('shows an explosion, the Ten Dice Rule, physical dice and exact odds', () => {
    expect(text).toContain('6k3[18(10+8), 5d, 1d, 19(10+9), 2d, 8] = 45');
    expect(text).toContain('13k9 (as 10k10+2)');
    expect(text).toContain('6k3[13(10+3), 8, 7, 5d, 3d, 2d] = 28');
    expect(text).toMatch(/fray odds 6k3 --tn 25 --raises 2 +P\(≥ 35\) = 15\.53 %/);
    expect(text).toMatch(/--chaos +P\(≥ 30\) = 10\.00 %/);
  });

  it('shows a fight: a scripted run, the menu with odds, an attack, its undo, a simulation', () => {
    expect(text).toContain('#1 StartCombat');
    expect(text).toContain('The combat starts. Initiative: Brakka 21, Sir Aldric 10');
    expect(text).toMatch(/Attack Brakka with longsword .*70 % to hit/);
    expect(text).toMatch(/^#5 Attack target=brakka .*\n +Sir Aldric attacks Brakka/m);
    expect(text).toMatch(/^#6 Undo\n +Undo: takes back #5 Attack$/m);
    expect(text).toMatch(/^ +knights +\d+\.\d %/m);
    expect(text).toMatch(/^ +orcs +\d+\.\d %/m);
    expect(lines[lines.length - 1]).toMatch(/fray --help.*docs\/cli\.md/);
  });

  it('quotes notation that a shell would misread in the commands it shows', () => {
    expect(text).toContain("fray roll '5d10>=8f1' --seed 12");
  });
});
