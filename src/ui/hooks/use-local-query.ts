import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
// The query module alone: the database barrel would bring RxDB into every page that shows an answer.
import { answerQuery, type StoredAnswer } from '../../db/queries/answers';
import { ApiError } from '../../sync/api-error';
import { keepAnswer, queryView, type LocalQuery, type QueryRun } from '../../sync/local-query';
import { useLocalDb } from '../local-data';
import { useApi } from './use-api';
import { useObservableState } from './use-observable';

export interface LocalQueryState<T> {
  /** The answer the local database holds (kept from an earlier visit, then the fresh one). */
  data: T | undefined;
  /** Why the latest request failed; a kept answer still shows beside it. */
  error: ApiError | undefined;
  /** True while nothing is shown yet and a request runs. */
  loading: boolean;
  retry(): void;
}

const asApiError = (error: unknown): ApiError =>
  error instanceof ApiError
    ? error
    : new ApiError({ text: error instanceof Error ? error.message : String(error), messageKey: null });

function keep<T>(db: NonNullable<ReturnType<typeof useLocalDb>>, query: LocalQuery<T>, data: T) {
  keepAnswer(db, query, data).catch((error: unknown) =>
    console.warn('The answer was not kept locally', error),
  );
}

/**
 * A screen's server data through the local database (docs/design.md §1): the answer kept locally renders at
 * once (offline too), the server is asked again on every visit and its answer is written into RxDB,
 * which renders it. `query` null means nothing to load.
 */
export function useLocalQuery<T>(query: LocalQuery<T> | null): LocalQueryState<T> {
  const api = useApi();
  const db = useLocalDb();
  const key = query?.key ?? null;
  const source = useMemo(() => (db && key ? answerQuery<T>(db, key) : null), [db, key]);
  const stored = useObservableState<StoredAnswer<T> | null>(source, null);
  const [attempt, setAttempt] = useState(0);
  const [run, setRun] = useState<QueryRun<T>>({ key: null, attempt: 0 });
  // The database as it is now, for an answer that comes after it opened; an answer that came before
  // waits in `unkept` and is kept as soon as it opens (a visit right after signing in, then offline).
  const latestDb = useRef(db);
  const unkept = useRef<{ query: LocalQuery<T>; data: T } | null>(null);
  useEffect(() => {
    latestDb.current = db;
    const pending = unkept.current;
    if (!db || !pending) return;
    unkept.current = null;
    keep(db, pending.query, pending.data);
  }, [db]);

  useEffect(() => {
    if (!query) return;
    const started = { key: query.key, attempt };
    // An answer for an earlier key or attempt is dropped: `run` names the request it belongs to.
    const settle = (update: Omit<QueryRun<T>, 'key' | 'attempt'>) =>
      setRun((previous) =>
        previous.key === started.key && previous.attempt === started.attempt
          ? { ...started, ...update }
          : previous,
      );
    // A new attempt (or the database opening) keeps what the same key showed until the answer comes.
    setRun((previous) => (previous.key === started.key ? { ...started, data: previous.data } : started));
    query.fetch(api).then(
      (data) => {
        settle({ data });
        // The screen shows the answer at once; the database keeps it for the next visit and offline.
        const current = latestDb.current;
        if (current) keep(current, query, data);
        else unkept.current = { query, data };
      },
      (error: unknown) => settle({ error: asApiError(error) }),
    );
    // The key names the query: a new query object with the same key is the same request.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt, api, db]);

  const retry = useCallback(() => setAttempt((value) => value + 1), []);
  return { ...queryView(key, stored.value?.value, run), retry };
}
