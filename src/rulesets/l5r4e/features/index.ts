/**
 * The registry: every area's feature (its commands, events, log lines, menu entries, hooks)
 * gathered for the assemblers. Nothing below imports it.
 */
export * from './registry.js';
