/** The caller of a combat route: the combat id checked, the token required and resolved by the service. */
import type { FastifyRequest } from 'fastify';
import { requireToken } from '../auth.js';
import type { ServerContext } from '../context.js';
import { HttpFailure, unwrap } from '../errors.js';
import type { Caller } from '../../app/table/service.js';
import { combatId } from '../schemas.js';

/** 404 for an id no combat can have, without asking the store. */
export function checkId(id: string): string {
  if (!combatId.safeParse(id).success)
    throw new HttpFailure(404, 'table/no-such-combat', 'no such combat');
  return id;
}

/** The caller, or 401 (no token, a wrong or revoked one) / 404 (no such combat). */
export async function callerOf(
  ctx: ServerContext,
  req: FastifyRequest,
  id: string,
): Promise<Caller> {
  checkId(id);
  const hash = requireToken(req);
  return unwrap(await ctx.service.caller(id, hash));
}
