/**
 * Tokens and who may create combats. A token is 32 random bytes in base64url (256 bits); only its
 * SHA-256 (hex) is ever kept or compared, in constant time. Tokens come as `Authorization: Bearer
 * <token>`; on GET routes (the stream, and a link opened with curl) also as `?token=`.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { HttpFailure } from './errors.js';

/** A new secret token: 256 random bits, URL-safe. */
export const newToken = (): string => randomBytes(32).toString('base64url');

/** The SHA-256 of a token, hex: what stores keep and services compare. */
export const hashToken = (token: string): string =>
  createHash('sha256').update(token, 'utf8').digest('hex');

/** Constant-time equality of two hashes (or any strings): false when the lengths differ. */
export function equal(a: string, b: string): boolean {
  const x = Buffer.from(a, 'utf8');
  const y = Buffer.from(b, 'utf8');
  return x.length === y.length && timingSafeEqual(x, y);
}

/** Hosts on which creating combats needs no creator key. */
const LOOPBACK = new Set(['127.0.0.1', '::1', 'localhost', '[::1]']);

export const isLoopback = (host: string): boolean => LOOPBACK.has(host.toLowerCase());

const BEARER = /^Bearer\s+(\S+)\s*$/i;

/** The token of a request, or undefined: the bearer, or on GET requests `?token=`. */
export function tokenOf(req: FastifyRequest): string | undefined {
  const header = req.headers.authorization;
  if (typeof header === 'string') {
    const m = BEARER.exec(header);
    return m?.[1];
  }
  if (req.method !== 'GET') return undefined;
  const query = req.query as Record<string, unknown> | undefined;
  const t = query?.token;
  return typeof t === 'string' && t.length > 0 ? t : undefined;
}

/** The token's hash, or a 401 auth/missing-token. */
export function requireToken(req: FastifyRequest): string {
  const token = tokenOf(req);
  if (token === undefined)
    throw new HttpFailure(
      401,
      'auth/missing-token',
      'send the link’s token as Authorization: Bearer <token>',
    );
  return hashToken(token);
}

/** How creating combats is guarded: open (loopback), or a creator key's hash. */
export type CreatorGate =
  { readonly open: true } | { readonly open: false; readonly keyHash: string };

/**
 * The owner under which a new combat is kept: undefined on an open server, the creator key's hash
 * otherwise (401 when the key is missing or wrong).
 */
export function creatorOf(req: FastifyRequest, gate: CreatorGate): string | undefined {
  if (gate.open) return undefined;
  const token = tokenOf(req);
  if (token === undefined)
    throw new HttpFailure(
      401,
      'auth/missing-token',
      'this server is not on a loopback address: creating a combat needs the creator key (FRAY_KEY) as Authorization: Bearer <key>',
    );
  const hash = hashToken(token);
  if (!equal(hash, gate.keyHash))
    throw new HttpFailure(401, 'auth/bad-token', 'the creator key is wrong');
  return hash;
}
