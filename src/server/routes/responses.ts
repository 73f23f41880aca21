/** The failure responses routes share, for the OpenAPI document. */
import { failure } from '../schemas.js';

export const F400 = {
  description: 'bad input: request/bad-json, request/invalid, …',
  schema: failure,
};
export const F401 = {
  description: 'auth/missing-token, or auth/bad-token (wrong or revoked)',
  schema: failure,
};
export const F403 = { description: 'table/gm-only, table/not-yours, …', schema: failure };
export const F404 = { description: 'table/no-such-combat, …', schema: failure };
export const F409 = {
  description: 'engine/stale-version: the combat moved on; `version` is its version now',
  schema: failure,
};
export const F413 = { description: 'request/too-large', schema: failure };
export const F422 = { description: 'the engine refused the command (its code)', schema: failure };
