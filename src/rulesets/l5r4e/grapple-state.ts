/** A grapple in `state.game.grapples` (seed 000: "Grapples occur inside a normal combat"). */
export interface Grapple {
  /** Unique in the fight, e.g. `grapple-1`. */
  readonly id: string;
  /** Everyone in the grapple ("A grapple can involve more than two combatants"). */
  readonly members: readonly string[];
  /** Who is in control now ("The attacker starts out in control of the grapple"). */
  readonly controller: string;
  /** Who started it. */
  readonly starter: string;
  /** The weapon of a weapon grapple (chains, some polearms), or null for Jiujutsu. */
  readonly weapon: string | null;
}
