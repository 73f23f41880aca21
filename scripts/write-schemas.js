// `npm run schemas`: writes docs/schemas/<rule set>.encounter.schema.json and
// <rule set>.roster.schema.json from the built dist/ (src/app/schemas.ts), and removes those of rule sets that are gone. Prettier formats them after.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';

const root = new URL('../', import.meta.url);
const { schemaFiles, SCHEMA_DIR } = await import(new URL('dist/app/schemas.js', root).href);
const { RULE_SETS, SHEET_SCHEMAS } = await import(new URL('dist/rulesets/registry.js', root).href);

const dir = new URL(`${SCHEMA_DIR}/`, root);
mkdirSync(dir, { recursive: true });
const files = schemaFiles(RULE_SETS, SHEET_SCHEMAS);
for (const old of readdirSync(dir)) {
  if (/\.(encounter|roster)\.schema\.json$/.test(old) && !files.some((f) => f.name === old))
    rmSync(new URL(old, dir));
}
for (const f of files) writeFileSync(new URL(f.name, dir), f.text);
process.stdout.write(`${files.map((f) => `${SCHEMA_DIR}/${f.name}`).join('\n')}\n`);
