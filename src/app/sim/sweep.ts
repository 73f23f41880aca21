/**
 * "What if" sweeps (issue 7): one number of the encounter file, e.g. `combatants.ogre.rings.earth`
 * or `options.<name>`, set to each value from..to, each variant checked like the file itself.
 */
import {
  createCombat,
  refuse,
  type CombatState,
  type EncounterSpec,
  type Result,
} from '../../engine/index.js';
import type { Encounter } from '../encounter/file.js';
import { isRecord } from '../file-issue.js';
import { didYouMean } from '../suggest.js';

export interface SweepSpec {
  /** `combatants.<id>.<field>...` or `options.<name>`. */
  readonly path: string;
  readonly from: number;
  readonly to: number;
  readonly step: number;
}

export const MAX_SWEEP_POINTS = 50;

const bad = (message: string) => refuse('sim/bad-sweep', message);
const EXAMPLE = 'e.g. --sweep combatants.ogre.rings.earth=2..5 or options.<name>=1..3:0.5';

/** Reads `path=from..to` or `path=from..to:step` (step 1 by default). */
export function parseSweep(text: string): Result<SweepSpec> {
  const m = /^([A-Za-z0-9_.-]+)=(-?\d+(?:\.\d+)?)\.\.(-?\d+(?:\.\d+)?)(?::(\d+(?:\.\d+)?))?$/.exec(
    text,
  );
  if (!m) return bad(`cannot read the sweep "${text}": write path=from..to[:step] (${EXAMPLE})`);
  const [, path = '', from = '', to = '', step = '1'] = m;
  const sweep = { path, from: Number(from), to: Number(to), step: Number(step) };
  if (sweep.step <= 0) return bad(`the sweep's step must be above 0 (${EXAMPLE})`);
  if (sweep.to < sweep.from)
    return bad(`the sweep goes from ${from} up to ${to}: write the smaller value first`);
  if (valuesOf(sweep).length > MAX_SWEEP_POINTS)
    return bad(`the sweep has more than ${MAX_SWEEP_POINTS} values: use a larger step`);
  return { ok: true, value: sweep };
}

/** from, from+step, ... up to `to` (rounded to the step's decimals, so 0.1 steps stay exact). */
export function valuesOf(s: SweepSpec): number[] {
  const decimals = (String(s.step).split('.')[1] ?? '').length;
  const out: number[] = [];
  for (let i = 0; ; i++) {
    const v = Number((s.from + i * s.step).toFixed(decimals));
    if (v > s.to + 1e-9 || out.length > MAX_SWEEP_POINTS) break;
    out.push(v);
  }
  return out;
}

/** The spec with `path` set to `value`, when the path names a number the file has. */
function setAt(e: Encounter, path: string, value: number): Result<EncounterSpec> {
  const [head, ...rest] = path.split('.');
  const spec = structuredClone(e.spec) as {
    -readonly [K in keyof EncounterSpec]: EncounterSpec[K];
  };
  if (head === 'options') {
    const [name, ...more] = rest;
    const known = Object.keys(e.ruleSet.options);
    if (name === undefined || more.length > 0 || !known.includes(name))
      return bad(
        `${e.ruleSet.id} has no option "${name ?? ''}": ${didYouMean(name ?? '', known)}its options are ${known.join(', ')}`,
      );
    const current = spec.options?.[name] ?? e.ruleSet.options[name]?.default;
    if (typeof current !== 'number')
      return bad(
        `options.${name} is ${JSON.stringify(current)}, not a number: a sweep changes a number`,
      );
    spec.options = { ...spec.options, [name]: value };
    return { ok: true, value: spec };
  }
  if (head !== 'combatants')
    return bad(
      `a sweep path starts with combatants.<id> or options (${EXAMPLE}), not "${head ?? ''}"`,
    );
  const [id, ...fields] = rest;
  const list = spec.combatants as unknown[];
  const ids = list.map((c) => (isRecord(c) ? String(c['id']) : ''));
  const at = ids.indexOf(id ?? '');
  if (at < 0)
    return bad(
      `no combatant "${id ?? ''}": ${didYouMean(id ?? '', ids)}the ids are ${ids.join(', ')}`,
    );
  if (fields.length === 0) return bad(`name a field of ${id ?? ''} (${EXAMPLE})`);
  let node: unknown = list[at];
  const walked: string[] = ['combatants', id ?? ''];
  for (let i = 0; i < fields.length; i++) {
    const f = fields[i] ?? '';
    if (!isRecord(node) && !Array.isArray(node))
      return bad(`${walked.join('.')} is not a map: the sweep cannot go into .${f}`);
    const rec = node as Record<string, unknown>;
    if (!(f in rec))
      return bad(
        `${walked.join('.')} has no field "${f}": ${didYouMean(f, Object.keys(rec))}its fields are ${Object.keys(rec).join(', ')}`,
      );
    walked.push(f);
    if (i === fields.length - 1) {
      if (typeof rec[f] !== 'number')
        return bad(
          `${walked.join('.')} is ${JSON.stringify(rec[f])}, not a number: a sweep changes a number`,
        );
      rec[f] = value;
    } else node = rec[f];
  }
  return { ok: true, value: spec };
}

/** One checked variant of the encounter per value of the sweep. */
export function applySweep(
  e: Encounter,
  sweep: SweepSpec,
): Result<{ value: number; spec: EncounterSpec; initial: CombatState }[]> {
  const out: { value: number; spec: EncounterSpec; initial: CombatState }[] = [];
  for (const value of valuesOf(sweep)) {
    const spec = setAt(e, sweep.path, value);
    if (!spec.ok) return spec;
    const made = createCombat(e.ruleSet, spec.value);
    if (!made.ok)
      return bad(
        `${sweep.path}=${value} is not a valid encounter: ${made.error.map((i) => `${i.path}: ${i.message}`).join('; ')}`,
      );
    out.push({ value, spec: spec.value, initial: made.value });
  }
  return { ok: true, value: out };
}
