import type { CueDatabase } from '../db';
import type { TrackDocument } from '../domain/catalog';
import type { ApiClient } from './api-client';
import { isApiError } from './api-error';
import { storeBrowsedTracks } from './catalog/catalog-browse-api';
import { callOperationLocal } from './operation-client';

const fetchTrack = (api: ApiClient, id: string) =>
  callOperationLocal(
    api,
    import('../domain/api/catalog').then((operations) => operations.trackDetail),
    { params: { id } },
  );

/** How many missing tracks are asked for at once. */
const FETCH_BATCH = 6;

/**
 * Fetches the tracks of `ids` in small batches and writes them into the local `tracks` collection, which
 * the library lists read. Each batch's answered ids (found, and gone: the server does not have them) are
 * told before the batch is stored, so no id is asked twice while the live query catches up.
 */
export async function fetchMissingTracks(
  api: ApiClient,
  db: CueDatabase,
  ids: readonly string[],
  answered: (batch: { found: string[]; gone: string[] }) => void,
): Promise<void> {
  for (let start = 0; start < ids.length; start += FETCH_BATCH) {
    const batch = ids.slice(start, start + FETCH_BATCH);
    const answers = await Promise.allSettled(batch.map((id) => fetchTrack(api, id)));
    const found: TrackDocument[] = [];
    const gone: string[] = [];
    answers.forEach((answer, index) => {
      if (answer.status === 'fulfilled') found.push(answer.value);
      else if (isApiError(answer.reason) && answer.reason.status === 404) gone.push(batch[index]!);
      else throw answer.reason;
    });
    answered({ found: found.map((track) => track.id), gone });
    await storeBrowsedTracks(db, found);
  }
}
