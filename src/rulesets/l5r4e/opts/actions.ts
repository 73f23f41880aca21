/** Options of the other Actions, spells and techniques (owned by that code). */
import type { OptionSpec } from '../../../engine/index.js';

export const actionOptions: Readonly<Record<string, OptionSpec>> = {};
