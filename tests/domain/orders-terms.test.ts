import { describe, expect, it } from 'vitest';
import { translate } from '../../src/domain/messages';
import {
  apiTerms,
  createOrderSchema,
  storedTerms,
  termsSchema,
  type TermsInput,
} from '../../src/domain/orders';

const base: TermsInput = { media: ['tv'], territory: 'world', termMonths: 12, uses: 1 };
const parse = (terms: Partial<Record<keyof TermsInput, unknown>>) =>
  termsSchema.safeParse({ ...base, ...terms });
const messageOf = (terms: Partial<Record<keyof TermsInput, unknown>>) => {
  const result = parse(terms);
  expect(result.success).toBe(false);
  return translate('en', result.error!.issues[0]!.message);
};

/** docs/licensing.md §3 "Order": the terms of a request. */
describe('request terms', () => {
  it.each([
    [['tv'], ['tv']],
    [
      ['tv', 'internet', 'tv'],
      ['tv', 'internet'],
    ],
    [
      ['video_games', 'streaming', 'cinema'],
      ['video_games', 'streaming', 'cinema'],
    ],
  ])('media %j read as %j', (media, expected) => {
    expect(parse({ media }).data?.media).toEqual(expected);
  });

  it.each([
    [[], 'Required field'],
    [['opera'], 'Choose a value from the list.'],
    ['tv', 'Required field'],
    [undefined, 'Required field'],
  ])('media %j is refused with %s', (media, message) => {
    expect(messageOf({ media })).toBe(message);
  });

  it.each([
    ['world', 'world'],
    [['world'], 'world'],
    [['RU', 'world'], 'world'],
    [
      ['ru', 'KZ', 'RU'],
      ['KZ', 'RU'],
    ],
    [[' by '], ['BY']],
  ])('territory %j reads as %j', (territory, expected) => {
    expect(parse({ territory }).data?.territory).toEqual(expected);
  });

  it.each([[[]], ['Russia'], [['RUS']], [['1A']], [[1]], [null], ['']])(
    'territory %j is refused',
    (territory) => {
      expect(parse({ territory }).success).toBe(false);
    },
  );

  it.each([
    [1, 1],
    [36, 36],
    [1200, 1200],
    [null, null],
  ])('term of %j months reads as %j (null: perpetual)', (termMonths, expected) => {
    expect(parse({ termMonths }).data?.termMonths).toBe(expected);
  });

  it.each([
    [0, 'Must be at least {{min}}.'],
    [-3, 'Must be at least {{min}}.'],
    [1.5, 'Enter a whole number.'],
    [1201, 'Must be at most {{max}}.'],
    ['12', 'Enter a whole number.'],
    [undefined, 'Enter a whole number.'],
  ])('term %j is refused', (termMonths, message) => {
    expect(messageOf({ termMonths })).toBe(message);
  });

  it.each([
    [1, 1],
    [25, 25],
    ['7', 7],
    [' 12 ', 12],
    ['many', 'many'],
    [1_000_000, 1_000_000],
  ])('uses %j read as %j', (uses, expected) => {
    expect(parse({ uses }).data?.uses).toBe(expected);
  });

  it.each([[0], [-1], [2.5], ['lots'], ['many times'], [''], [null], [undefined], [1_000_001], ['1e3']])(
    'uses %j is refused with the product wording',
    (uses) => {
      expect(messageOf({ uses })).toBe('Enter a valid number or "many times".');
    },
  );

  it('keeps terms with a list and "many" in the stored form and gives them back', () => {
    const terms = termsSchema.parse({ media: ['tv'], territory: ['RU'], termMonths: null, uses: 'many' });
    expect(storedTerms(terms)).toEqual({ media: ['tv'], territory: ['RU'], termMonths: null, uses: null });
    expect(apiTerms(storedTerms(terms))).toEqual(terms);
    const world = termsSchema.parse(base);
    expect(storedTerms(world)).toEqual({ media: ['tv'], territory: ['world'], termMonths: 12, uses: 1 });
    expect(apiTerms(storedTerms(world))).toEqual(world);
  });
});

describe('a request', () => {
  const project = '0b6b7a4e-3f43-4e5b-9d61-1b1f0f0f0f01';
  const entry = '0b6b7a4e-3f43-4e5b-9d61-1b1f0f0f0f02';
  it('needs at least one track', () => {
    const result = createOrderSchema.safeParse({ projectId: project, entryIds: [], terms: base });
    expect(translate('en', result.error!.issues[0]!.message)).toBe('Select at least one track.');
  });
  it('takes optional legal entity, budget and comment', () => {
    const parsed = createOrderSchema.parse({
      projectId: project,
      entryIds: [entry, entry.toUpperCase()],
      terms: base,
      budget: 5_000_000,
      comment: '  Opening titles ',
    });
    expect(parsed).toMatchObject({
      entryIds: [entry],
      legalEntityId: null,
      budget: 5_000_000,
      comment: 'Opening titles',
    });
  });
  it.each([
    [{ budget: -1 }, 'Must be at least {{min}}.'],
    [{ comment: 'x'.repeat(2001) }, 'Too long: at most {{max}} characters.'],
    [{ legalEntityId: 'acme' }, 'This is not a valid id.'],
    [{ entryIds: ['nope'] }, 'This is not a valid id.'],
  ])('refuses %j', (change, message) => {
    const result = createOrderSchema.safeParse({
      projectId: project,
      entryIds: [entry],
      terms: base,
      ...change,
    });
    expect(translate('en', result.error!.issues[0]!.message)).toBe(message);
  });
});
