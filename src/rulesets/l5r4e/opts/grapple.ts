/** Options of grapples (owned by the grapple code). */
import type { OptionSpec } from '../../../engine/index.js';

export const grappleOptions: Readonly<Record<string, OptionSpec>> = {};
