/** An in-memory {@link Io} for CLI tests: files in a map, scripted input, output collected. */
import { scriptedInput, type Io } from '../cli/io.js';

export interface MemoryIo extends Io {
  readonly files: Map<string, string>;
  /** Everything written to stdout and stderr so far. */
  readonly output: { out: string; err: string; seeds: number };
}

export function memoryIo(
  files: Record<string, string> = {},
  lines: readonly string[] = [],
  seed = 777,
): MemoryIo {
  const map = new Map(Object.entries(files));
  const output = { out: '', err: '', seeds: 0 };
  return {
    files: map,
    output,
    out: (t) => {
      output.out += t;
    },
    err: (t) => {
      output.err += t;
    },
    randomSeed: () => {
      output.seeds++;
      return seed;
    },
    debug: false,
    readFile: (path) => {
      const text = map.get(path);
      if (text === undefined) throw Object.assign(new Error(`ENOENT: ${path}`), { code: 'ENOENT' });
      return text;
    },
    writeFile: (path, text) => {
      map.set(path, text);
    },
    input: scriptedInput(lines),
  };
}
