import { describe, expect, it } from 'vitest';
import { createEarlyPull, EARLY_PULL_MAX_AGE_MS } from '../../src/sync/early-pull';
import type { PulledPage } from '../../src/sync/first-sync';

type Doc = { id: string };

/** A fetch that records its calls and answers `documents` after the asked checkpoint; `fail` makes the next one throw. */
function recordingFetch() {
  const calls: { from: number; limit: number }[] = [];
  let failNext = false;
  let documents = 1;
  const fetchPage = async (from: number, limit: number): Promise<PulledPage<Doc>> => {
    calls.push({ from, limit });
    if (failNext) {
      failNext = false;
      throw new Error('offline');
    }
    const found = Array.from({ length: documents }, (_, i) => ({ id: `d${from + i + 1}`, _deleted: false }));
    return { documents: found, checkpoint: { seq: from + found.length } };
  };
  return {
    calls,
    fetchPage,
    fail: () => (failNext = true),
    answerWith: (count: number) => (documents = count),
  };
}

describe('the pull a hint starts early (src/sync/early-pull.ts)', () => {
  it('starts nothing before a pull has answered: it does not know where the next one starts', async () => {
    const remote = recordingFetch();
    const early = createEarlyPull(remote.fetchPage);
    early.start(200);
    expect(remote.calls).toEqual([]);
    await early.pull(0, 200);
    expect(remote.calls).toEqual([{ from: 0, limit: 200 }]);
  });

  it('hands the started page to the pull asked from the same checkpoint, with no second request', async () => {
    const remote = recordingFetch();
    const early = createEarlyPull(remote.fetchPage);
    early.answeredWith({ documents: [], checkpoint: { seq: 41 } });
    early.start(200);
    expect(remote.calls).toEqual([{ from: 41, limit: 200 }]);
    const page = await early.pull(41, 200);
    expect(page.checkpoint.seq).toBe(42);
    expect(page.documents.map((doc) => doc.id)).toEqual(['d42']);
    expect(remote.calls).toHaveLength(1);
    // Taken once: the next pull asks the server again.
    await early.pull(42, 200);
    expect(remote.calls).toEqual([
      { from: 41, limit: 200 },
      { from: 42, limit: 200 },
    ]);
  });

  it('fetches anew when RxDB asks from another checkpoint or for another limit', async () => {
    const remote = recordingFetch();
    const early = createEarlyPull(remote.fetchPage);
    early.answeredWith({ documents: [], checkpoint: { seq: 10 } });
    early.start(200);
    const page = await early.pull(12, 200);
    expect(page.checkpoint.seq).toBe(13);
    early.start(200);
    await early.pull(10, 100);
    expect(remote.calls).toEqual([
      { from: 10, limit: 200 },
      { from: 12, limit: 200 },
      { from: 10, limit: 200 },
      { from: 10, limit: 100 },
    ]);
  });

  it('a later hint replaces the started page: the one taken was requested after the latest hint', async () => {
    const remote = recordingFetch();
    const early = createEarlyPull(remote.fetchPage);
    early.answeredWith({ documents: [], checkpoint: { seq: 5 } });
    early.start(200);
    remote.answerWith(2);
    early.start(200);
    const page = await early.pull(5, 200);
    expect(page.documents.map((doc) => doc.id)).toEqual(['d6', 'd7']);
    expect(remote.calls).toHaveLength(2);
  });

  it('fetches again when the started page failed, and drops one that is too old or dropped', async () => {
    const remote = recordingFetch();
    const early = createEarlyPull(remote.fetchPage);
    early.answeredWith({ documents: [], checkpoint: { seq: 3 } });
    remote.fail();
    early.start(200);
    const page = await early.pull(3, 200);
    expect(page.checkpoint.seq).toBe(4);
    expect(remote.calls).toHaveLength(2);

    early.start(200, 1000);
    await early.pull(3, 200, 1000 + EARLY_PULL_MAX_AGE_MS + 1);
    expect(remote.calls).toHaveLength(4);

    early.start(200);
    early.drop();
    await early.pull(3, 200);
    expect(remote.calls).toHaveLength(6);
  });

  it('hands over a hint’s documents newer than the client holds, keeping the checkpoint where it is', async () => {
    const remote = recordingFetch();
    const early = createEarlyPull(remote.fetchPage);
    const hinted = (id: string, seq: number) => ({ id, seq, document: { id, _deleted: false } });
    // Before any pull has answered, the client does not know what it holds.
    expect(early.fromHint([hinted('a', 12)])).toBeNull();

    early.answeredWith({ documents: [], checkpoint: { seq: 10 } });
    expect(early.fromHint([hinted('a', 12), hinted('b', 9)])).toEqual({
      documents: [{ id: 'a', _deleted: false }],
      checkpoint: { seq: 10 },
    });
    // An older version of a document a hint already brought (hints out of order) is dropped …
    expect(early.fromHint([hinted('a', 11)])).toBeNull();
    // … a newer one is not.
    expect(early.fromHint([hinted('a', 13)])?.documents).toEqual([{ id: 'a', _deleted: false }]);
    // A pull past those seqs brought them: only what is above its checkpoint counts.
    early.answeredWith({ documents: [], checkpoint: { seq: 20 } });
    expect(early.fromHint([hinted('a', 20)])).toBeNull();
    expect(early.fromHint([hinted('a', 21)])?.checkpoint).toEqual({ seq: 20 });
    expect(remote.calls).toEqual([]);
  });
});
