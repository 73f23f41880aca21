/**
 * A combat's stream (issue 17): every entry after the version a client has, in its view, then each
 * new entry as it is accepted. The backlog is sent and the watcher registered in one synchronous
 * step, so no entry is missed or sent twice, whatever arrives meanwhile. Messages (JSON text):
 * - `{ type: 'entry', version, command, events, state? }`: the entry at `version` (a player's
 *   view of it: `command` null and `events` empty when nothing of it may be seen); with
 *   `withState`, the caller's view of the state after it (in a backlog, on the last entry only);
 * - `{ type: 'table', version, state? }`: the GM changed the table (who is hidden, what players see
 *   of health): a client reloads the state (or takes the one given);
 * - `{ type: 'revoked' }`: the caller's link was revoked; nothing more comes.
 * Every message to the same view of the same entry is built once, whoever watches it.
 */
import type { LogEntry } from '../../engine/index.js';
import { done, type TableResult } from './errors.js';
import type { OpenCombat, Watcher } from './open.js';
import type { Caller } from './roles.js';
import { playerEntry, type Viewer } from './view.js';

export interface StreamOptions {
  /** Send the caller's view of the state with each message. */
  readonly withState?: boolean;
}

/** What the stream asks of the service: the caller's views and whether their link still holds. */
export interface Views {
  viewer(o: OpenCombat, caller: Caller & { kind: 'player' }): Viewer;
  stateView(o: OpenCombat, caller: Caller): { readonly state: unknown };
  stillValid(o: OpenCombat, caller: Caller): Promise<boolean>;
}

export function watch(
  service: Views,
  o: OpenCombat,
  caller: Caller,
  from: number,
  send: (json: string) => void,
  options: StreamOptions,
): TableResult<{ stop: () => void }> {
  const message = (version: number, entry: LogEntry, withState: boolean): string => {
    const view =
      caller.kind === 'gm'
        ? { command: entry.command, events: entry.events }
        : playerEntry(o.rs, o.combat.state, o.record.table, service.viewer(o, caller), entry);
    const state = withState ? { state: service.stateView(o, caller).state } : {};
    return JSON.stringify({ type: 'entry', version, ...view, ...state });
  };
  let stopped = false;
  const stop = (): void => {
    stopped = true;
    o.watchers.delete(watcher);
  };
  const watcher: Watcher = {
    entry(_o, version, entry, memo) {
      if (stopped) return;
      const withState = options.withState === true;
      const key = `${caller.kind === 'gm' ? 'gm' : service.viewer(o, caller).mine.join(',')}|${withState}`;
      let text = memo.get(key);
      if (text === undefined) {
        text = message(version, entry, withState);
        memo.set(key, text);
      }
      send(text);
    },
    table() {
      if (stopped) return;
      void service.stillValid(o, caller).then(
        (valid) => {
          if (stopped) return;
          if (!valid) {
            send(JSON.stringify({ type: 'revoked' }));
            stop();
            return;
          }
          const state = options.withState ? { state: service.stateView(o, caller).state } : {};
          send(JSON.stringify({ type: 'table', version: o.combat.log.entries.length, ...state }));
        },
        () => undefined,
      );
    },
  };
  const entries = o.combat.log.entries;
  for (let v = Math.max(0, from); v < entries.length; v++) {
    const entry = entries[v] as LogEntry;
    send(message(v + 1, entry, options.withState === true && v === entries.length - 1));
  }
  o.watchers.add(watcher);
  return done({ stop });
}
