import {
  getQueryMatcher,
  getSortComparator,
  type PreparedQuery,
  type RxDocumentData,
  type RxStorage,
  type RxStorageInstance,
  type RxStorageInstanceCreationParams,
} from 'rxdb';
import {
  DEXIE_DOCS_TABLE_NAME,
  dexieQuery,
  dexieReplaceIfStartsWithPipe,
  fromDexieToStorage,
  getKeyRangeByQueryPlan,
  type RxStorageInstanceDexie,
} from 'rxdb/plugins/storage-dexie';

/**
 * How a query over the Dexie storage reads its index range. RxDB's own read walks an IndexedDB cursor one
 * record at a time and stops early only for an ascending order with a limit; a descending order (newest
 * first, most of this app's lists) always walked and sorted the whole range. Here:
 * - `cursor`: RxDB's read, for an ascending index order with a limit (it stops at the limit);
 * - `reverse`: a descending order that is exactly the index's order backwards, with a limit (the newest
 *   orders of one owner, one screen of them): when the index answers the whole selector, the range's keys
 *   and then the last `limit` records, read together; otherwise a cursor walked from the end;
 * - `all`: every other query reads the range in one `getAll` request, then filters and sorts as RxDB does.
 */
export type IndexRead = 'cursor' | 'reverse' | 'all';

type Prepared = PreparedQuery<unknown>;

export function indexReadOf({ query, queryPlan }: Prepared): IndexRead {
  const limited = typeof query.limit === 'number';
  if (!limited) return 'all';
  if (queryPlan.sortSatisfiedByIndex) return 'cursor';
  return isIndexBackwards({ query, queryPlan }) ? 'reverse' : 'all';
}

/**
 * Whether the query's order is the index's order backwards: the index fields after those the selector
 * fixes to one value (`$eq`) are the sort's fields, in the same order, each descending.
 */
function isIndexBackwards({ query, queryPlan }: Prepared): boolean {
  const { index, startKeys, endKeys } = queryPlan;
  const fixed = new Set<string>();
  let first = 0;
  while (first < index.length && startKeys[first] === endKeys[first]) fixed.add(index[first++]!);
  const sort = query.sort.map((part) => Object.entries(part)[0]!).filter(([field]) => !fixed.has(field));
  const rest = index.slice(first);
  return (
    sort.length === rest.length &&
    sort.every(([field, direction], position) => direction === 'desc' && field === rest[position])
  );
}

type DexieInstance = RxStorageInstanceDexie<unknown>;

/** Reads one index range in a read transaction: every record, or from the end up to `take` matches. */
async function readRange(
  instance: DexieInstance,
  prepared: Prepared,
  read: 'reverse' | 'all',
  matches: ((doc: RxDocumentData<unknown>) => boolean) | null,
  take: number,
): Promise<RxDocumentData<unknown>[]> {
  const state = await instance.internals;
  const { queryPlan } = prepared;
  let range: IDBKeyRange;
  try {
    range = getKeyRangeByQueryPlan(state.booleanIndexes, queryPlan, state.dexieDb._options.IDBKeyRange);
  } catch (error) {
    if ((error as { name?: string }).name === 'DataError') return [];
    throw error;
  }
  const indexName = `[${queryPlan.index.map((field) => dexieReplaceIfStartsWithPipe(field)).join('+')}]`;
  const convert = (raw: unknown) => fromDexieToStorage(state.booleanIndexes, raw) as RxDocumentData<unknown>;
  const rows: RxDocumentData<unknown>[] = [];
  await state.dexieDb.transaction('r', state.dexieTable, async (dexieTx) => {
    const index = dexieTx.idbtrans.objectStore(DEXIE_DOCS_TABLE_NAME).index(indexName);
    if (read === 'all') {
      const request = index.getAll(range);
      const raws = await new Promise<unknown[]>((resolve, reject) => {
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error ?? new Error('getAll failed'));
      });
      for (const raw of raws) {
        const doc = convert(raw);
        if (!matches || matches(doc)) rows.push(doc);
      }
      return;
    }
    if (!matches) {
      // Every record of the range matches: its primary keys in index order (small), the last `take` of
      // them read together, newest first — two requests instead of a cursor step per record.
      const keysRequest = index.getAllKeys(range);
      const keys = await new Promise<IDBValidKey[]>((resolve, reject) => {
        keysRequest.onsuccess = () => resolve(keysRequest.result);
        keysRequest.onerror = () => reject(keysRequest.error ?? new Error('getAllKeys failed'));
      });
      const store = dexieTx.idbtrans.objectStore(DEXIE_DOCS_TABLE_NAME);
      const wanted = keys.slice(Math.max(0, keys.length - take)).reverse();
      const raws = await Promise.all(
        wanted.map(
          (key) =>
            new Promise<unknown>((resolve, reject) => {
              const request = store.get(key);
              request.onsuccess = () => resolve(request.result);
              request.onerror = () => reject(request.error ?? new Error('get failed'));
            }),
        ),
      );
      for (const raw of raws) if (raw !== undefined) rows.push(convert(raw));
      return;
    }
    const cursor = index.openCursor(range, 'prev');
    await new Promise<void>((resolve, reject) => {
      cursor.onerror = () => reject(cursor.error ?? new Error('cursor failed'));
      cursor.onsuccess = () => {
        const at = cursor.result;
        if (!at) return resolve();
        const doc = convert(at.value);
        if (!matches || matches(doc)) rows.push(doc);
        if (rows.length >= take) resolve();
        else at.continue();
      };
    });
  });
  return rows;
}

/** A query over a Dexie storage instance, read as `indexReadOf` says; the same answer as RxDB's own. */
export async function queryByIndex(
  instance: DexieInstance,
  prepared: Prepared,
): Promise<{ documents: RxDocumentData<unknown>[] }> {
  const read = indexReadOf(prepared);
  if (read === 'cursor') return dexieQuery(instance, prepared);
  const { query, queryPlan } = prepared;
  const skip = query.skip ?? 0;
  const take = typeof query.limit === 'number' ? skip + query.limit : Infinity;
  const matches = queryPlan.selectorSatisfiedByIndex ? null : getQueryMatcher(instance.schema, query);
  let rows = await readRange(instance, prepared, read, matches, take);
  if (read === 'all' && !queryPlan.sortSatisfiedByIndex)
    rows = rows.sort(getSortComparator(instance.schema, query));
  return { documents: rows.slice(skip, take) };
}

/**
 * The Dexie storage with its queries read by `queryByIndex`; any other storage unchanged. Every instance
 * the storage creates answers queries that way; writes, counts and the rest are RxDB's own.
 */
export function withIndexReads<Internals, Options>(
  storage: RxStorage<Internals, Options>,
): RxStorage<Internals, Options> {
  if (storage.name !== 'dexie') return storage;
  const wrapped: RxStorage<Internals, Options> = Object.create(storage) as RxStorage<Internals, Options>;
  wrapped.createStorageInstance = async <RxDocType>(
    params: RxStorageInstanceCreationParams<RxDocType, Options>,
  ): Promise<RxStorageInstance<RxDocType, Internals, Options>> => {
    const instance = await storage.createStorageInstance(params);
    const dexie = instance as unknown as DexieInstance;
    instance.query = ((prepared: Prepared) => queryByIndex(dexie, prepared)) as typeof instance.query;
    return instance;
  };
  return wrapped;
}
