import { describe, expect, it } from 'vitest';
import { createSupplementSchema, documentLineSchema } from '../../src/domain/contracts';

const id = '0f8fad5b-d9cb-469f-a165-70867728950e';
const other = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
const terms = { media: ['tv'], territory: 'world', termMonths: 12, uses: 'many' };

const messages = (input: unknown) => {
  const result = createSupplementSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('the supplement payload (docs/decisions/0016)', () => {
  it('takes tracks to add, changes of terms, or both', () => {
    expect(createSupplementSchema.parse({ entryIds: [id] })).toEqual({ entryIds: [id] });
    expect(createSupplementSchema.parse({ changes: [{ entryId: id, terms }] }).changes).toEqual([
      { entryId: id, terms: { media: ['tv'], territory: 'world', termMonths: 12, uses: 'many' } },
    ]);
    const both = createSupplementSchema.parse({
      entryIds: [other],
      changes: [{ entryId: id, terms: { ...terms, uses: '3', termMonths: null } }],
    });
    expect(both.changes![0]!.terms).toMatchObject({ uses: 3, termMonths: null });
  });

  it('refuses an empty supplement, a line changed twice and invalid terms', () => {
    expect(messages({})).toContain('contracts.supplementEmpty');
    expect(messages({ changes: 'no' })).toContain('contracts.supplementEmpty');
    expect(
      messages({
        changes: [
          { entryId: id, terms },
          { entryId: id.toUpperCase(), terms },
        ],
      }),
    ).toContain('contracts.changeTwice');
    expect(messages({ changes: [{ entryId: id, terms: { ...terms, uses: 0 } }] })).toContain(
      'validation.timesOrMany',
    );
    expect(messages({ changes: [{ entryId: id, terms: { ...terms, media: [] } }] }).length).toBeGreaterThan(
      0,
    );
    expect(messages({ changes: [{ entryId: id }] }).length).toBeGreaterThan(0);
  });

  it('marks a changed line with its previous terms; a licensed line has none', () => {
    const line = {
      id,
      entryId: other,
      workspaceId: id,
      episodeNumber: null,
      trackId: id,
      trackTitle: 'Aurora',
      artistName: 'Artist',
      terms: { media: ['tv'], territory: ['world'], termMonths: 36, uses: null },
      price: 100,
      noVat: false,
      priceWithVat: 122,
      share: null,
    };
    expect(documentLineSchema.parse(line).change).toBeUndefined();
    const previousTerms = { media: ['tv', 'internet'], territory: ['RU'], termMonths: 24, uses: 3 };
    expect(documentLineSchema.parse({ ...line, change: { previousTerms } }).change).toEqual({
      previousTerms,
    });
    expect(documentLineSchema.safeParse({ ...line, change: { previousTerms: {} } }).success).toBe(false);
  });
});
