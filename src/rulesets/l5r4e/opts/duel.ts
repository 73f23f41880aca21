/** Options of the iaijutsu duel (owned by the duel code). */
import type { OptionSpec } from '../../../engine/index.js';

export const duelOptions: Readonly<Record<string, OptionSpec>> = {};
