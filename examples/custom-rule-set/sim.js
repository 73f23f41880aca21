// @ts-check
/** ASSEMBLER: what the simulator needs: how combatants fare, the harm taken, the tactics. */
import { harm, plight } from './health/index.js';
import { TACTICS } from './tactics/index.js';

/** @import { SimHooks } from 'fray' */

/** @type {SimHooks} */
export const sim = { harmUnit: 'hit points', plight, harm, tactics: TACTICS };
