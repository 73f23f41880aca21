/** The only module that imports every rule set (docs/architecture.md). */
import type { RuleSet } from '../engine/index.js';
import { combatChaos } from './combat-chaos/index.js';
import { elanMoxie } from './elan-moxie/index.js';
import { l5r4e } from './l5r4e/index.js';

export const RULE_SETS: Readonly<Record<string, RuleSet>> = {
  [l5r4e.id]: l5r4e,
  [elanMoxie.id]: elanMoxie,
  [combatChaos.id]: combatChaos,
};

export function ruleSetById(id: string): RuleSet | undefined {
  return RULE_SETS[id];
}
