/**
 * `fray demo`: a short tour, under 60 lines and the same on every run
 * (fixed seeds, printed so that each can be replayed): dice and exact odds, then a fight run from
 * a script, the menu of `fray play` with its odds, an undo, and a short simulation.
 */
import { Command } from 'commander';
import type { Io } from '../io.js';
import { diceSection } from './dice.js';
import { fightSection } from './fight.js';

export function demoCommand(io: Io): Command {
  return new Command('demo')
    .description('a short tour: dice and odds, a fight, its menu with odds, undo, a simulation')
    .action(async () => {
      io.out(await demoText());
    });
}

/** The whole tour. Deterministic: fixed seeds, the simulation in this thread. */
export async function demoText(): Promise<string> {
  return [
    'Fray: a tour (fixed seeds: every run shows the same)',
    '',
    ...diceSection(),
    '',
    ...(await fightSection()),
    '',
    'More: fray --help, fray <command> --help, docs/cli.md; fights: examples/, docs/encounters.md.',
    '',
  ].join('\n');
}
