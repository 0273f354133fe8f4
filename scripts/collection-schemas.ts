// Writes src/db/schemas/collection-schemas.generated.ts: each local collection's JSON schema, derived from
// the zod schema of its document (src/db/schemas/derive.ts), as plain JSON the app opens the database with.
// Run after changing a document's zod schema or a collection's version or indexes:
//   node --import tsx scripts/collection-schemas.ts
// tests/db/collection-schemas.test.ts fails while the written file and the derivation differ.
import fs from 'node:fs';
import path from 'node:path';
import prettier from 'prettier';
import { deriveCollectionSchemas } from '../src/db/schemas/derive';

const root = path.resolve(import.meta.dirname, '..');
const out = path.join(root, 'src/db/schemas/collection-schemas.generated.ts');

const schemas = deriveCollectionSchemas();
const text = [
  '// Written by scripts/collection-schemas.ts from src/db/schemas/derive.ts; do not edit by hand.',
  '// tests/db/collection-schemas.test.ts holds it equal to the derivation (docs/decisions/0027).',
  "import type { CollectionJsonSchema } from './rx-json-schema';",
  '',
  ...Object.entries(schemas).map(
    ([name, schema]) => `export const ${name}JsonSchema: CollectionJsonSchema = ${JSON.stringify(schema)};\n`,
  ),
].join('\n');

const options = await prettier.resolveConfig(out);
fs.writeFileSync(out, await prettier.format(text, { ...options, filepath: out }));
console.log(`Collection schemas written to ${path.relative(root, out)}`);
