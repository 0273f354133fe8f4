import type { WithDeleted } from 'rxdb';
import { PULL_LIMIT_MAX } from '../domain/sync-rules';

/** How many documents of the last pages handed to RxDB are kept to settle a tombstone that follows them. */
export const RECENT_DOCUMENTS_MAX = 2 * PULL_LIMIT_MAX;

type LocalDoc = { id: string };

/** The deletion of `base`, a document the client holds: its fields, under the tombstone's seq and `_deleted`. */
export function deletionOf<Doc extends LocalDoc>(
  base: WithDeleted<Doc>,
  tombstone: WithDeleted<Doc>,
): WithDeleted<Doc> {
  return { ...base, ...tombstone, _deleted: true };
}

/**
 * Turns the tombstones a pull brings (src/sync/SPEC.md rule 6: the id, seq and `_deleted`, nothing else)
 * into deletions RxDB can store: it keeps a deleted document whole, validated against the local schema and
 * in its indexes. A tombstone of a document the client holds becomes that document's deletion
 * (`deletionOf`); one of a document it never held is dropped, as there is nothing to delete.
 *
 * `stored` reads what the collection holds (deleted documents too). RxDB writes a page only after it has
 * asked for the next one, and a first sync fetches a page while it writes the one before (first-sync.ts), so
 * a tombstone can arrive before the document it withdraws is stored: the documents of the last pages handed
 * out (`RECENT_DOCUMENTS_MAX`) are looked up first.
 */
export function createWithdrawals<Doc extends LocalDoc>(
  stored: (ids: string[]) => Promise<WithDeleted<Doc>[]>,
) {
  const recent = new Map<string, WithDeleted<Doc>>();
  const remember = (doc: WithDeleted<Doc>) => {
    recent.delete(doc.id);
    recent.set(doc.id, doc);
    if (recent.size > RECENT_DOCUMENTS_MAX) recent.delete(recent.keys().next().value!);
  };
  return {
    /** The page's documents with each tombstone settled: a deletion of a held document, or left out. */
    async settle(documents: readonly WithDeleted<Doc>[]): Promise<WithDeleted<Doc>[]> {
      const unknown = documents.filter((doc) => doc._deleted && !recent.has(doc.id)).map((doc) => doc.id);
      const held = new Map((unknown.length > 0 ? await stored(unknown) : []).map((doc) => [doc.id, doc]));
      const settled: WithDeleted<Doc>[] = [];
      for (const doc of documents) {
        const base = doc._deleted ? (recent.get(doc.id) ?? held.get(doc.id)) : undefined;
        if (doc._deleted && !base) continue;
        const document = base ? deletionOf(base, doc) : doc;
        remember(document);
        settled.push(document);
      }
      return settled;
    },
  };
}

export type Withdrawals<Doc extends LocalDoc> = ReturnType<typeof createWithdrawals<Doc>>;
