/** The pieces of the log lines of attack rolls: how the roll's mode came about. */
import type { ModeSources } from './advantage.js';

/** " with advantage (supported by Doji)", " (advantage and disadvantage cancel: …)", or "". */
export function modeText(d: { readonly mode: string } & ModeSources): string {
  const adv = d.advantage ?? [];
  const dis = d.disadvantage ?? [];
  if (d.mode === 'advantage') return ` with advantage (${adv.join(', ')})`;
  if (d.mode === 'disadvantage') return ` with disadvantage (${dis.join(', ')})`;
  if (adv.length && dis.length)
    return ` (advantage and disadvantage cancel: ${[...adv, ...dis].join(', ')})`;
  return '';
}
