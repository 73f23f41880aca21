/** What every group of routes is given: the service, the creator gate, the links' base, the examples. */
import type { CreatorGate } from './auth.js';
import type { ExampleFile } from './examples.js';
import type { CombatService } from '../app/table/service.js';
import type { Routes } from './route.js';

export interface ServerContext {
  readonly service: CombatService;
  readonly gate: CreatorGate;
  /** `http://HOST:PORT`, no trailing slash: the start of every link. */
  readonly baseUrl: () => string;
  readonly examples: ReadonlyMap<string, ExampleFile>;
  readonly routes: Routes;
  /** The package version, for /api/health and the OpenAPI document. */
  readonly version: string;
  /** Body limit of the log import, bytes. */
  readonly importLimit: number;
  /** A WebSocket client whose unsent data grows past this many bytes is closed. */
  readonly streamBuffer: number;
  /** Milliseconds between pings on the stream. */
  readonly pingInterval: number;
}

/** The link a token opens: the combat's state, readable with curl. */
export const linkOf = (ctx: ServerContext, id: string, token: string): string =>
  `${ctx.baseUrl()}/api/combats/${encodeURIComponent(id)}?token=${token}`;
