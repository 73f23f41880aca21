/**
 * Every rule set by id: the only module that imports them all (docs/architecture.md). The app, the
 * simulator and the composition roots find rule sets here.
 */
import type { z } from 'zod';
import { own, type RuleSet } from '../engine/index.js';
import { combatChaos, sheetSchema as combatChaosSheet } from './combat-chaos/index.js';
import { elanMoxie, sheetSchema as elanMoxieSheet } from './elan-moxie/index.js';
import { l5r4e, sheetSchema as l5r4eSheet } from './l5r4e/index.js';

export const RULE_SETS: Readonly<Record<string, RuleSet>> = {
  [l5r4e.id]: l5r4e,
  [elanMoxie.id]: elanMoxie,
  [combatChaos.id]: combatChaos,
};

export function ruleSetById(id: string): RuleSet | undefined {
  return own(RULE_SETS, id);
}

/** The zod schema of each rule set's character sheet, by id: the JSON Schemas of docs/schemas. */
export const SHEET_SCHEMAS: Readonly<Record<string, z.ZodType>> = {
  [l5r4e.id]: l5r4eSheet,
  [elanMoxie.id]: elanMoxieSheet,
  [combatChaos.id]: combatChaosSheet,
};
