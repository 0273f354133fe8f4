import fc from 'fast-check';
import { badValue, withNul } from './fuzz-inputs';
import type { FuzzRequest } from './fuzz-requests';

/** A replicated document a role pulled, and its collection. */
export interface PulledDocument {
  collection: string;
  document: Record<string, unknown>;
}

type Mutation = (document: Record<string, unknown>) => fc.Arbitrary<Record<string, unknown>>;

const keysOf = (document: Record<string, unknown>) => Object.keys(document).filter((key) => key !== 'id');

/** One field of the document set to a bad value (wrong type, bounds, huge, NUL, unicode, deep). */
const badField: Mutation = (document) =>
  fc
    .tuple(fc.constantFrom(...keysOf(document)), badValue({}))
    .map(([key, value]) => ({ ...document, [key]: value }));

/** One field left out. */
const missingField: Mutation = (document) =>
  fc.constantFrom(...keysOf(document)).map((key) => {
    const { [key]: _dropped, ...rest } = document;
    return rest;
  });

const mutations: Mutation[] = [
  badField,
  badField,
  missingField,
  (document) => fc.constant(withNul(document) as Record<string, unknown>),
  (document) => fc.constant({ ...document, url: 'x' }),
  (document) => fc.uuid().map((id) => ({ ...document, id })),
  (document) => fc.constant({ ...document, _deleted: true }),
];

/**
 * Sync pushes built from real documents (server/sync/push.ts): a document the role pulled, changed in
 * one way (a bad field, a missing one, NUL in every string, an unknown field, a new id, a deletion), sent
 * with its pulled state as the assumed master state or as a new document.
 */
export function syncPushArbitrary(pulled: readonly PulledDocument[]): fc.Arbitrary<FuzzRequest> {
  if (pulled.length === 0) return fc.constant({ url: '/api/sync/tasks/push' });
  return fc
    .tuple(fc.constantFrom(...pulled), fc.constantFrom(...mutations), fc.boolean())
    .chain(([{ collection, document }, mutate, assumed]) =>
      mutate(document).map((changed) => ({
        url: `/api/sync/${collection}/push`,
        contentType: 'application/json',
        payload: JSON.stringify({
          rows: [{ ...(assumed ? { assumedMasterState: document } : {}), newDocumentState: changed }],
        }),
      })),
    );
}
