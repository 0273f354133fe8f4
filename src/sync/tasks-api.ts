import { toLocalIds } from '../domain/api-ids';
import { artistDetail, artistList } from '../domain/api/catalog';
import type { JsonOperation, OperationInput } from '../domain/api/operation';
import { changeTaskStatus, createTask as createTaskOperation, deliverTask } from '../domain/api/tasks';
import { artistOwnerId } from '../domain/catalog-artists';
import type { TaskStatus } from '../domain/tasks';
import type { ApiClient } from './api-client';
import { callOperationLocal as callOperation } from './operation-client';
import { sendMultipart, type MultipartOptions } from './catalog/catalog-owner-api';

/**
 * Composer orders' commands (docs/licensing.md §3), answering in the local form. Their effect reaches both
 * parties through the replicated `tasks` collection.
 */

/** How many matching artists the owner picker lists. */
const ARTISTS_SHOWN = 10;

type Body<Op extends JsonOperation> = OperationInput<Op> extends { body: infer B } ? B : never;

export const createTask = (api: ApiClient, body: Body<typeof createTaskOperation>) =>
  callOperation(api, createTaskOperation, { body });

export const moveTask = (api: ApiClient, id: string, status: TaskStatus) =>
  callOperation(api, changeTaskStatus, { params: { id }, body: { status } });

/**
 * `POST /api/task/deliver/{id}`: the track upload form (as `track/create`) with its files and progress; the
 * new track becomes the order's delivery. Resolves with the order.
 */
export const deliverTrack = (id: string, data: FormData, options: MultipartOptions) =>
  sendMultipart(deliverTask, { id }, data, options).then(toLocalIds);

/** Artists whose name matches `search` (`GET /api/artist/info`), A–Z: the owners a customer may commission. */
export const searchArtists = (api: ApiClient, search: string, signal?: AbortSignal) =>
  callOperation(api, artistList, { query: { search, limit: ARTISTS_SHOWN, sort: 'title' } }, { signal });

/** The owner behind an artist (`GET /api/artist/info-artist/{id}`), or null while the artist has no tracks. */
export async function ownerOfArtist(api: ApiClient, artistId: string): Promise<string | null> {
  const artist = await callOperation(api, artistDetail, { params: { id: artistId } });
  return artistOwnerId(artist.tracks);
}
