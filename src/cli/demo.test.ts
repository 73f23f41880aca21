import { describe, expect, it } from 'vitest';
import { demoText } from './demo.js';

describe('fray demo', () => {
  const text = demoText();
  const lines = text.trimEnd().split('\n');

  it('is the same on every run and under 50 lines', () => {
    expect(demoText()).toBe(text);
    expect(lines.length).toBeLessThanOrEqual(50);
  });

  it('shows an explosion, the Ten Dice Rule, physical dice, the TN ladder and d20 checks', () => {
    expect(text).toContain('6k3[18(10+8), 5d, 1d, 19(10+9), 2d, 8] = 45');
    expect(text).toContain('13k9 (as 10k10+2)');
    expect(text).toContain('6k3[13(10+3), 8, 7, 5d, 3d, 2d] = 28');
    expect(lines.find((l) => /^ +25 /.test(l))).toMatch(/51\.58 %.*15\.53 %/);
    expect(text).toContain('normal 55.00 % · advantage 79.75 % · disadvantage 30.25 %');
    expect(text).toContain('normal 10.00 % · advantage 19.00 %');
    expect(lines[lines.length - 1]).toMatch(/fray --help.*docs\/cli\.md/);
  });

  it('quotes notation that a shell would misread in the commands it shows', () => {
    expect(text).toContain("fray roll '5d10>=8f1' --seed 12");
  });
});
