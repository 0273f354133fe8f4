import type { Db } from './client';

/**
 * Repositories built on one database handle, with `withTransaction`, which builds the same repositories
 * on a transaction and runs `afterCommit` once it has committed: the composition root passes the outbox
 * worker's wake-up, so effects written in the transaction go out at once, and a request that wrote a
 * notification answers once it is stored (as before the outbox). Services write through it and
 * never open a transaction or build SQL themselves; their tests pass an in-memory store instead.
 */
export type Store<Repos> = Repos & { withTransaction<T>(fn: (repos: Repos) => Promise<T>): Promise<T> };

export function createStore<Repos extends object>(
  db: Db,
  build: (db: Db) => Repos,
  afterCommit: () => Promise<void> = async () => undefined,
): Store<Repos> {
  return {
    ...build(db),
    async withTransaction(fn) {
      const result = await db.transaction((tx) => fn(build(tx as unknown as Db)));
      await afterCommit();
      return result;
    },
  };
}
