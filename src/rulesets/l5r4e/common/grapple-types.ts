/** The type of a grapple in `state.game.grapples` (grapple-state.ts has the questions about it). */
export interface Grapple {
  /** Unique in the fight, e.g. `grapple-4` (the log version of the command that started it). */
  readonly id: string;
  /** Everyone in the grapple ("A grapple can involve more than two combatants"). */
  readonly members: readonly string[];
  /** Who is in control now ("The attacker starts out in control of the grapple"). */
  readonly controller: string;
  /** Who started it. */
  readonly starter: string;
  /**
   * Members grappling with a weapon (seed 000: "Some weapons (mostly chains and some polearms)
   * can be used to grapple opponents"): member id → the weapon's name. Empty for Jiujutsu.
   */
  readonly weapons: Readonly<Record<string, string>>;
  /**
   * The controller who took one of the control options (Hit, Throw, Pass) this Round: reference
   * §7, the controller "may do one of the following things on his Turn". Null when none.
   */
  readonly optionUsed: { readonly id: string; readonly round: number } | null;
}
