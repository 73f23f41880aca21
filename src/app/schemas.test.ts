import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { RULE_SETS, SHEET_SCHEMAS } from '../rulesets/registry.js';
import { toyRules } from '../testing/toy-rules.js';
import { encounterSchema, rosterSchema, SCHEMA_DIR, schemaFiles } from './schemas.js';

const toySheet = z.strictObject({ hp: z.int().min(1), speed: z.int().default(0) });

describe('encounterSchema', () => {
  const schema = encounterSchema(toyRules(), toySheet) as {
    required: string[];
    additionalProperties: boolean;
    properties: Record<string, Record<string, unknown>>;
    $defs: Record<string, Record<string, unknown>>;
  };

  it('has the top-level fields of docs/encounters.md and only them', () => {
    expect(Object.keys(schema.properties)).toEqual([
      'ruleSet',
      'seed',
      'options',
      'rosters',
      'combatants',
      'script',
      'sim',
    ]);
    expect(schema.required).toEqual(['ruleSet', 'combatants']);
    expect(schema.additionalProperties).toBe(false);
    expect(schema.properties['ruleSet']).toEqual({ const: 'toy' });
  });

  it('the sim section lists the rule set’s tactics (with the generic random and aggressive)', () => {
    const sim = schema.properties['sim'] as {
      properties: { policies: { additionalProperties: { anyOf: { enum?: string[] }[] } } };
    };
    const tactic = sim.properties.policies.additionalProperties.anyOf[0];
    expect(tactic?.enum).toEqual(expect.arrayContaining(['random', 'aggressive']));
  });

  it('lists the rule set’s options with their descriptions and defaults', () => {
    expect(schema.properties['options']?.['properties']).toEqual({
      surprised: { description: 'a side that cannot act in round 1', default: null },
    });
  });

  it('puts the kernel fields beside the sheet fields of a combatant', () => {
    const c = schema.$defs['combatant'] as {
      properties: Record<string, unknown>;
      required: string[];
      additionalProperties: boolean;
    };
    expect(Object.keys(c.properties)).toEqual(['id', 'name', 'side', 'position', 'hp', 'speed']);
    expect(c.required).toEqual(['id', 'side', 'hp']);
    expect(c.additionalProperties).toBe(false);
  });

  it('gains the kernel fields in every branch of a union sheet', () => {
    const union = z.union([toySheet, z.strictObject({ mook: z.literal(true) })]);
    const c = encounterSchema(toyRules(), union).$defs as Record<string, { anyOf: unknown[] }>;
    expect(c['combatant']?.anyOf).toHaveLength(2);
    for (const branch of c['combatant']?.anyOf ?? [])
      expect(branch).toMatchObject({ required: expect.arrayContaining(['id', 'side']) as unknown });
  });

  it('a roster holds named sheets: the combatant fields but id, none required', () => {
    const r = rosterSchema(toyRules(), toySheet) as {
      properties: Record<string, Record<string, unknown>>;
      $defs: Record<string, Record<string, unknown>>;
    };
    expect(Object.keys(r.properties)).toEqual(['ruleSet', 'sheets']);
    expect(r.$defs['sheet']?.['required']).toBeUndefined();
    expect(Object.keys(r.$defs['sheet']?.['properties'] ?? {})).not.toContain('id');
    const items = (schema.properties['combatants']?.['items'] ?? {}) as { anyOf?: unknown[] };
    expect(items.anyOf).toEqual([
      { $ref: '#/$defs/combatant' },
      { $ref: '#/$defs/sheetReference' },
    ]);
  });

  it('schemaFiles names one file per rule set that has a sheet schema', () => {
    const files = schemaFiles({ toy: toyRules() }, { toy: toySheet });
    expect(files.map((f) => f.name)).toEqual([
      'toy.encounter.schema.json',
      'toy.roster.schema.json',
    ]);
    expect(JSON.parse(files[0]?.text ?? '')).toEqual(files[0]?.schema);
    expect(schemaFiles({ toy: toyRules() }, {})).toEqual([]);
  });
});

describe(`${SCHEMA_DIR} (npm run schemas)`, () => {
  const dir = new URL(`../../${SCHEMA_DIR}/`, import.meta.url);
  const files = schemaFiles(RULE_SETS, SHEET_SCHEMAS);

  it('has one schema per rule set, and no other', () => {
    const committed = readdirSync(dir).filter((f) => f.endsWith('.encounter.schema.json'));
    expect(committed.sort()).toEqual(
      files
        .map((f) => f.name)
        .filter((n) => n.endsWith('.encounter.schema.json'))
        .sort(),
    );
    expect(files.map((f) => f.name).sort()).toEqual(
      Object.keys(RULE_SETS)
        .flatMap((id) => [`${id}.encounter.schema.json`, `${id}.roster.schema.json`])
        .sort(),
    );
  });

  it.each(files.map((f) => [f.name, f] as const))(
    '%s is what the generator gives now (else run npm run schemas)',
    (name, file) => {
      const committed: unknown = JSON.parse(readFileSync(new URL(name, dir), 'utf8'));
      expect(committed).toEqual(file.schema);
    },
  );
});
