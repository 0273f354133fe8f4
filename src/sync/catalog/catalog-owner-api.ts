import { toLocalIds } from '../../domain/api-ids';
import { describeHttpFailure, type HttpFailure } from '../../domain/http-errors';
import { englishMessages, type MessageLookup } from '../../domain/message-format';
import type { AccountRole, Language } from '../../domain/roles';
import {
  albumList,
  changeAlbum as changeAlbumOperation,
  changeTrack as changeTrackOperation,
  createAlbum as createAlbumOperation,
  createTrack,
  deleteAlbum as deleteAlbumOperation,
  deleteTrack as deleteTrackOperation,
  publishTrack as publishTrackOperation,
} from '../../domain/api/catalog';
import { operationPath, type JsonOperation, type OperationResponse } from '../../domain/api/operation';
import type { ApiClient } from '../api-client';
import { callOperationLocal, operationAnswer } from '../operation-client';
import { ApiError, apiErrorOfResponse, deviceOffline } from '../api-error';
import { API_BASE, PROFILE_HEADER } from '../../domain/http';

/** The owner's catalogue operations (docs/product.md §7 Tracks; albums): one function per call. */

export const deleteTrack = (api: ApiClient, id: string) =>
  callOperationLocal(api, deleteTrackOperation, { params: { id } });

/** A composer order's delivery enters the catalogue (docs/decisions/0061). */
export const publishTrack = (api: ApiClient, id: string) =>
  callOperationLocal(api, publishTrackOperation, { params: { id } });

/**
 * Metadata edit: any of the upload form's fields as JSON (`null` clears an optional one; fields left out
 * stay as they are), or form data with the fields and a new `cover` (see trackChangeFormData).
 */
export const changeTrack = (api: ApiClient, id: string, data: FormData | Record<string, unknown>) =>
  callOperationLocal(api, changeTrackOperation, { params: { id }, body: data });

/** The owner's own albums, newest first: the input of `albumList` the owner's screens read. */
export const myAlbumsInput = (limit = 100) => ({ query: { owner: 'me', limit, sort: 'newest' } }) as const;

export const fetchMyAlbums = (api: ApiClient, limit = 100) =>
  callOperationLocal(api, albumList, myAlbumsInput(limit));

/** Album fields (title, artist, releaseDate, description) and an optional `cover` file. */
export const createAlbum = (api: ApiClient, data: FormData) =>
  callOperationLocal(api, createAlbumOperation, { body: data });

/** JSON fields, or form data with the fields and a new `cover`. */
export const changeAlbum = (api: ApiClient, id: string, data: FormData | Record<string, unknown>) =>
  callOperationLocal(api, changeAlbumOperation, { params: { id }, body: data });

export const deleteAlbum = (api: ApiClient, id: string) =>
  callOperationLocal(api, deleteAlbumOperation, { params: { id } });

export interface UploadProgress {
  loaded: number;
  total: number;
}

export interface MultipartOptions {
  /** API base; default '/api'. */
  baseUrl?: string;
  getLanguage(): Language;
  /** The message catalogue in the current language, for the texts of failures; English when not given. */
  messages?: MessageLookup;
  getRole(): AccountRole;
  onProgress?(progress: UploadProgress): void;
  /** Aborting rejects with an AbortError (see isUploadAborted). */
  signal?: AbortSignal;
  /** After a 401: refresh the session (the API client's shared refresh); true when it worked. */
  refreshSession?(): Promise<boolean>;
  createXhr?(): XMLHttpRequest;
}

/** A refresh through the API client (session-calls.ts); kept here for the upload's callers. */
export { refreshThrough } from '../session-calls';

export const isUploadAborted = (error: unknown): boolean =>
  error instanceof Error && error.name === 'AbortError';

const abortError = () => Object.assign(new Error('Request aborted'), { name: 'AbortError' });

/**
 * The same mapping as the API client's (docs/product.md §8): the server's message wins, else the catalogue's
 * through `messages` (the reader's language; English when not given).
 */
export function multipartError(
  status: number,
  raw: string,
  messages: MessageLookup = englishMessages,
): ApiError {
  if (status === 0) {
    const failure: HttpFailure = deviceOffline() ? { kind: 'offline' } : { kind: 'noConnection' };
    const described = describeHttpFailure(failure);
    return new ApiError({ text: messages(described.key), messageKey: described.key });
  }
  return apiErrorOfResponse(status, raw, messages);
}

interface XhrAnswer {
  status: number;
  body: string;
}

function sendOnce(
  method: string,
  url: string,
  data: FormData,
  options: MultipartOptions,
): Promise<XhrAnswer> {
  return new Promise((resolve, reject) => {
    if (options.signal?.aborted) return reject(abortError());
    const xhr = options.createXhr ? options.createXhr() : new XMLHttpRequest();
    const onAbort = () => xhr.abort();
    const done = () => options.signal?.removeEventListener('abort', onAbort);
    xhr.open(method, url);
    xhr.withCredentials = true;
    xhr.setRequestHeader('accept', 'application/json');
    xhr.setRequestHeader('accept-language', options.getLanguage());
    xhr.setRequestHeader(PROFILE_HEADER, options.getRole());
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.({ loaded: event.loaded, total: event.total });
    };
    xhr.onload = () => {
      done();
      resolve({ status: xhr.status, body: typeof xhr.responseText === 'string' ? xhr.responseText : '' });
    };
    xhr.onerror = () => {
      done();
      resolve({ status: 0, body: '' });
    };
    xhr.onabort = () => {
      done();
      reject(abortError());
    };
    options.signal?.addEventListener('abort', onAbort, { once: true });
    xhr.send(data);
  });
}

/**
 * Sends form data with XMLHttpRequest, which (unlike fetch) reports upload progress, to the operation's
 * path and method. Carries the same headers and credentials as the API client, refreshes the session
 * once on 401, throws ApiError mapped through the same catalogue, and reads the answer by the
 * operation's response schema.
 */
export async function sendMultipart<Op extends JsonOperation>(
  operation: Op,
  params: Record<string, unknown> | undefined,
  data: FormData,
  options: MultipartOptions,
): Promise<OperationResponse<Op>> {
  const base = (options.baseUrl ?? API_BASE).replace(/\/+$/, '');
  const url = `${base}${operationPath(operation, params)}`;
  let answer = await sendOnce(operation.method, url, data, options);
  if (answer.status === 401 && options.refreshSession && (await options.refreshSession())) {
    answer = await sendOnce(operation.method, url, data, options);
  }
  if (answer.status >= 200 && answer.status < 300)
    return operationAnswer(operation, answer.body ? JSON.parse(answer.body) : undefined);
  throw multipartError(answer.status, answer.body, options.messages);
}

/**
 * `POST /api/track/create`: the upload form's fields (arrays as `name[]`) with the `audio` file and the
 * optional `audioWav` and `cover` files. Resolves with the new track.
 */
export const uploadTrack = (data: FormData, options: MultipartOptions) =>
  sendMultipart(createTrack, undefined, data, options).then(toLocalIds);
