/**
 * Ids on the wire and in the local database (docs/decisions/0011-api-ids.md): every REST answer and
 * payload names an object's own id `_id` (docs/product.md §3), nested objects included; the local
 * database and the replicated documents of /api/sync keep the local key `id` (RxDB reserves fields
 * with a leading underscore). Foreign keys (`trackId`, `userId`…) keep their names on both sides.
 *
 * The server answers with `toApiIds(document)`; the client turns an answer it keeps locally back with
 * `toLocalIds(answer)`. Both walk plain objects and arrays and rename only the `id` / `_id` keys.
 */

/** A value with every object's own `id` named `_id`, at any depth. */
export type ApiIds<T> = T extends readonly (infer Item)[]
  ? ApiIds<Item>[]
  : T extends object
    ? { [K in keyof T as K extends 'id' ? '_id' : K]: ApiIds<T[K]> }
    : T;

/** A value with every object's own `_id` named `id`, at any depth: the local database's form. */
export type LocalIds<T> = T extends readonly (infer Item)[]
  ? LocalIds<Item>[]
  : T extends object
    ? { [K in keyof T as K extends '_id' ? 'id' : K]: LocalIds<T[K]> }
    : T;

function renamed(value: unknown, from: string, to: string): unknown {
  if (Array.isArray(value)) return value.map((item) => renamed(item, from, to));
  if (value === null || typeof value !== 'object' || Object.getPrototypeOf(value) !== Object.prototype)
    return value;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) out[key === from ? to : key] = renamed(item, from, to);
  return out;
}

/** The REST form of a server-side value: `id` → `_id` in every nested object. */
export const toApiIds = <T>(value: T): ApiIds<T> => renamed(value, 'id', '_id') as ApiIds<T>;

/** The local form of a REST answer: `_id` → `id` in every nested object. */
export const toLocalIds = <T>(value: T): LocalIds<T> => renamed(value, '_id', 'id') as LocalIds<T>;
