import { z } from 'zod';
import { toApiIds } from '../../../src/domain/api-ids';
import { trackPageSchema, type TrackPage } from '../../../src/domain/catalog';
import { trackApiSchema, type TrackDocument } from '../../../src/domain/catalog-documents';

/** How many track documents keep their JSON (about 2 KB each with lyrics and waveform). */
const TRACK_JSON_CACHE_SIZE = 5_000;

const pageFieldsSchema = trackPageSchema.omit({ data: true });

/**
 * The JSON of search pages, with each track document's JSON made once per version. Checking 30 documents
 * against their schema and serialising them was most of a search's time in the server process; a
 * document is the same for every caller until its row changes, and every change of a track row takes a new
 * `seq` (the changefeed trigger), so `id` and `seq` name its JSON (with its ids as `_id`,
 * src/domain/api-ids.ts). The page's other fields are checked on every answer, as the operation's response
 * schema would (docs/decisions/0010-search-throughput.md).
 */
export function createTrackPageJson(size = TRACK_JSON_CACHE_SIZE) {
  const cache = new Map<string, string>();

  function documentJson(track: TrackDocument): string {
    const key = `${track.id}\n${track.seq}`;
    let json = cache.get(key);
    if (json === undefined) {
      json = JSON.stringify(z.encode(trackApiSchema, toApiIds(track)));
      if (cache.size >= size) cache.delete(cache.keys().next().value!);
    } else cache.delete(key);
    cache.set(key, json);
    return json;
  }

  return (page: TrackPage): string => {
    const { data, ...fields } = page;
    const rest = JSON.stringify(z.encode(pageFieldsSchema, fields));
    return `{"data":[${data.map(documentJson).join(',')}],${rest.slice(1)}`;
  };
}
