/**
 * Issue 16, "one name for adjusting harm": `g AdjustHarm {id, amount}` at the `fray play` prompt
 * (piped input to a spawned bin/fray.js), in the rule set's own terms; a bad amount is refused
 * with its code and the prompt comes back, with nothing changed (the next command takes the log
 * number the refused one would have had).
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));

function play(file: string, input: string) {
  const r = spawnSync(process.execPath, ['bin/fray.js', 'play', file], {
    cwd: root,
    input,
    encoding: 'utf8',
    env: { ...process.env, FRAY_DEBUG: '' },
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

describe('g AdjustHarm at the fray play prompt', () => {
  it('refuses a bad amount and changes nothing, then harms in the rule set’s terms', () => {
    const r = play(
      'examples/combat-chaos-duel.yaml',
      'g AdjustHarm {id: brakka, amount: lots}\ng AdjustHarm {id: brakka, amount: 3}\nq\n',
    );
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(
      /^refused: amount is a whole number of health to take away, not 0 .*\[gm\/bad-amount\]$/m,
    );
    // The script has 6 commands: the refused one took no number, the accepted one is #7.
    expect(r.stdout).toMatch(
      /^#7 AdjustHarm id=brakka amount=3 \(by gm\)\n +The GM harms Brakka by 3 \(health 14\)$/m,
    );
  });

  it('is AdjustWounds in l5r4e: Wounds taken', () => {
    const r = play('examples/l5r4e-duel.yaml', 'g AdjustHarm {id: akodo, amount: 12}\nq\n');
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(
      /^#\d+ AdjustHarm id=akodo amount=12 \(by gm\)\n +.*Akodo Toshiro.*12/m,
    );
  });
});
