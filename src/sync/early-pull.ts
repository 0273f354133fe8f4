import type { WithDeleted } from 'rxdb';
import type { PulledPage } from './first-sync';

/** How long a pull started on a hint may wait for RxDB to ask for it. */
export const EARLY_PULL_MAX_AGE_MS = 2000;

/** A document a hint carried, on the local schema, with the id and seq it came with. */
export interface HintedDocument<Doc> {
  id: string;
  seq: number;
  document: WithDeleted<Doc>;
}

interface Started<Doc> {
  from: number;
  limit: number;
  at: number;
  page: Promise<PulledPage<Doc>>;
}

/**
 * The pull a `sync` hint triggers, started as the hint arrives (src/sync/SPEC.md rule 7): RxDB first reads
 * its checkpoint from the local database, then asks for the pull; starting the request from the checkpoint
 * the last pull answered lets the request run while RxDB reads. RxDB's call takes the started page only
 * when it asks from that same checkpoint with the same limit; otherwise (its checkpoint moved, another
 * tab's write, a reconnect) it fetches as before. Each hint replaces the page started for an earlier one,
 * so the page RxDB takes was always requested after the latest hint.
 */
export function createEarlyPull<Doc>(fetchPage: (from: number, limit: number) => Promise<PulledPage<Doc>>) {
  /** The checkpoint the last pull answered with: where RxDB's next pull starts. */
  let answered: number | undefined;
  let started: Started<Doc> | undefined;
  /** The seq of each document last taken from a hint, until a pull has passed it. */
  const hinted = new Map<string, number>();

  return {
    /** Remembers where the next pull starts: call with every page handed to RxDB. */
    answeredWith(page: PulledPage<Doc>) {
      answered = page.checkpoint.seq;
      for (const [id, seq] of hinted) if (seq <= answered) hinted.delete(id);
    },

    /**
     * Documents a hint carried (docs/decisions/0020-documents-in-sync-hint.md), as a page for RxDB to
     * write now: only those newer than what this client holds (above the last pull's checkpoint and above
     * the version an earlier hint brought), with that same checkpoint, so a hint never moves it; null when
     * none is new, or before any pull has answered. The pull the hint also triggers brings the rest.
     */
    fromHint(documents: readonly HintedDocument<Doc>[]): PulledPage<Doc> | null {
      if (answered === undefined) return null;
      const since = answered;
      const fresh = documents.filter(({ id, seq }) => seq > since && seq > (hinted.get(id) ?? 0));
      if (fresh.length === 0) return null;
      for (const { id, seq } of fresh) hinted.set(id, seq);
      return { documents: fresh.map(({ document }) => document), checkpoint: { seq: since } };
    },

    /** A hint arrived: starts the pull RxDB is about to ask for, when it knows where that one starts. */
    start(limit: number, now = Date.now()) {
      if (answered === undefined) return;
      const page = fetchPage(answered, limit);
      // Not taken, a failed early page is simply dropped (RxDB's own call fetches again).
      page.catch(() => undefined);
      started = { from: answered, limit, at: now, page };
    },

    /** Drops a started page (a reconnect's RESYNC must see the server as it is now). */
    drop() {
      started = undefined;
    },

    /** RxDB asks for a pull: the page started for it, if it matches; fetched anew when that failed. */
    pull(from: number, limit: number, now = Date.now()): Promise<PulledPage<Doc>> {
      const early = started;
      started = undefined;
      if (early && early.from === from && early.limit === limit && now - early.at <= EARLY_PULL_MAX_AGE_MS)
        return early.page.catch(() => fetchPage(from, limit));
      return fetchPage(from, limit);
    },
  };
}

export type EarlyPull<Doc> = ReturnType<typeof createEarlyPull<Doc>>;
