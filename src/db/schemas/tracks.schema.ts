import type { MigrationStrategies, RxJsonSchema } from 'rxdb';
import type { TrackDocument } from '../../domain/catalog';
import { tracksJsonSchema } from './collection-schemas.generated';
import { toRxJsonSchema } from './rx-json-schema';

/** A track as stored locally: the wire document (src/domain/catalog-documents.ts) without `_deleted`. */
export type TrackDocType = TrackDocument;

/**
 * The `tracks` collection: the owner's own tracks (replicated, pull-only) and every page of catalogue
 * results the user has seen (written by the search), so revisits and offline browsing are instant.
 * Version 1 is the first derived from the domain: it states what version 0 left open (an album names its
 * id and title; chip lists hold the vocabulary's values), which every stored track already satisfied.
 */
export const tracksSchema: RxJsonSchema<TrackDocType> = toRxJsonSchema(tracksJsonSchema);

/**
 * v0 → v1: the documents stay as they are; only the schema became stricter. v1 → v2: a track may say it is
 * `unpublished` (a composer order's delivery, docs/decisions/0061); stored ones are published and stay as
 * they are.
 */
export const tracksMigrations: MigrationStrategies = {
  1: (doc: Record<string, unknown>) => doc,
  2: (doc: Record<string, unknown>) => doc,
};
