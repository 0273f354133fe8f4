import { describe, expect, it } from 'vitest';
import { collectionCreators } from '../../src/db/collections';
import * as generated from '../../src/db/schemas/collection-schemas.generated';
import { deriveCollectionSchemas } from '../../src/db/schemas/derive';

/**
 * The database opens with the JSON schemas written ahead (docs/decisions/0027); they must be exactly what
 * the zod-derived ones are — same keys in the same order, same values — or RxDB's schema hash changes
 * and every stored database fails to open. Regenerate with `node --import tsx scripts/collection-schemas.ts`.
 */
const derived = deriveCollectionSchemas();
const names = Object.keys(collectionCreators) as (keyof typeof collectionCreators)[];
const generatedOf = (name: string) => (generated as Record<string, unknown>)[`${name}JsonSchema`];

describe('collection schemas made ahead', () => {
  it('cover exactly the opened collections', () => {
    expect(Object.keys(derived).sort()).toEqual([...names].sort());
    expect(Object.keys(generated).sort()).toEqual(names.map((name) => `${name}JsonSchema`).sort());
  });

  it.each(names)('%s is the derived schema, key for key and in order', (name) => {
    const written = generatedOf(name);
    expect(written).toEqual(derived[name]);
    expect(JSON.stringify(written)).toBe(JSON.stringify(derived[name]));
  });

  it.each(names)('%s opens with the schema written ahead', (name) => {
    expect(collectionCreators[name].schema).toBe(generatedOf(name));
  });
});
