import type { Db } from '../db/client';
import type { OutboxRow } from '../db/schema/outbox';
import type { EffectKind, EffectPayloads } from './effects';
import { OUTBOX_LEASE_MS, outboxRepository } from './outbox.repository';

/**
 * Delivers one kind of effect. `deliver` runs inside the transaction that removes the rows, so whatever
 * it writes (a notification row) commits together with "delivered"; it returns what is done only after
 * that commit (socket events), which a crash may lose but never repeat. What may harmlessly happen twice
 * (a sync hint: one more pull) it may do at once instead.
 */
export interface EffectHandler<K extends EffectKind> {
  deliver(db: Db, payloads: EffectPayloads[K][]): Promise<() => void>;
  /**
   * Deliveries to the world outside the database that cannot be repeated harmlessly (a mail): each row is
   * delivered alone and outside any transaction, under a lease (`OUTBOX_LEASE_MS`), so a slow or failing
   * SMTP server holds no lock and no connection, and one failing mail is retried without the others. A
   * crash between sending and removing the row sends it again once the lease ends: at least once.
   */
  external?: boolean;
}

export type EffectHandlers = { [K in EffectKind]: EffectHandler<K> };

export interface OutboxWorker {
  /** Starts the periodic sweep and delivers what is pending (left over from a crash, or by another process). */
  start(): void;
  /**
   * Delivers now: called right after a transaction that wrote effects has committed. Resolves when this
   * delivery run ends (never rejects: a failed delivery is retried by the sweep).
   */
  wake(): Promise<void>;
  /** Delivers until nothing is pending. */
  drain(): Promise<void>;
  /** Stops the sweep and waits for a delivery under way. */
  stop(): Promise<void>;
}

const BATCH = 500;

interface WorkerDeps {
  db: Db;
  handlers: EffectHandlers;
  /** The sweep that picks up rows this process was not woken for. */
  sweepMs?: number;
  /** The clock of back-offs and leases. */
  now?: () => Date;
  onError?: (error: unknown) => void;
}

/** Delivers the rows of one kind in a savepoint; returns the after-commit work, or null when it failed. */
async function deliverKind(
  tx: Db,
  handlers: EffectHandlers,
  kind: string,
  rows: OutboxRow[],
  onError: (error: unknown) => void,
) {
  const handler = handlers[kind as EffectKind] as EffectHandler<EffectKind> | undefined;
  try {
    if (!handler) throw new Error(`no outbox handler for ${kind}`);
    return await tx.transaction((savepoint) =>
      handler.deliver(
        savepoint as unknown as Db,
        rows.map((row) => row.payload as EffectPayloads[EffectKind]),
      ),
    );
  } catch (error) {
    onError(error);
    return null;
  }
}

/**
 * One batch: in one transaction, claim what is due, deliver it by kind (a failing row alone when its
 * batch fails), remove what was delivered and lease the external rows; then deliver those one by one.
 */
async function deliverBatch(
  db: Db,
  handlers: EffectHandlers,
  now: () => Date,
  onError: (error: unknown) => void,
) {
  const claimed = await db.transaction(async (txHandle) => {
    const tx = txHandle as unknown as Db;
    const repository = outboxRepository(tx);
    const rows = await repository.claim(BATCH, now());
    const after: (() => void)[] = [];
    const external: OutboxRow[] = [];
    const byKind = new Map<string, OutboxRow[]>();
    for (const row of rows) byKind.set(row.kind, [...(byKind.get(row.kind) ?? []), row]);
    for (const [kind, group] of byKind) {
      if (handlers[kind as EffectKind]?.external === true) {
        external.push(...group);
        continue;
      }
      const done = await deliverKind(tx, handlers, kind, group, onError);
      if (done) {
        after.push(done);
        await repository.remove(group.map((row) => row.id));
        continue;
      }
      for (const row of group) {
        const single = group.length > 1 ? await deliverKind(tx, handlers, kind, [row], onError) : null;
        if (single) after.push(single);
        await (single ? repository.remove([row.id]) : repository.failed([row], now()));
      }
    }
    await repository.lease(
      external.map((row) => row.id),
      new Date(now().getTime() + OUTBOX_LEASE_MS),
    );
    return { after, external, full: rows.length === BATCH };
  });
  const repository = outboxRepository(db);
  for (const row of claimed.external) {
    const handler = handlers[row.kind as EffectKind] as EffectHandler<EffectKind>;
    try {
      await handler.deliver(db, [row.payload as EffectPayloads[EffectKind]]);
    } catch (error) {
      onError(error);
      await repository.failed([row], now());
      continue;
    }
    await repository.remove([row.id]);
  }
  return claimed;
}

/** The outbox's delivery loop for one process; several processes share the table safely. */
export function createOutboxWorker(deps: WorkerDeps): OutboxWorker {
  const onError = deps.onError ?? (() => undefined);
  const now = deps.now ?? (() => new Date());
  let running: Promise<void> | null = null;
  // The run after the current one: a wake during a run may come after its claim, so it needs a run of its own.
  let next: Promise<void> | null = null;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  const runOnce = async () => {
    for (;;) {
      const { after, full } = await deliverBatch(deps.db, deps.handlers, now, onError);
      for (const done of after) done();
      if (!full) return;
    }
  };

  const run = (): Promise<void> => {
    if (!running) {
      running = runOnce()
        .catch(onError)
        .finally(() => {
          running = null;
        });
      return running;
    }
    next ??= running.then(() => {
      next = null;
      return stopped ? undefined : run();
    });
    return next;
  };

  return {
    start() {
      stopped = false;
      timer = setInterval(() => void run(), deps.sweepMs ?? 1000);
      timer.unref();
      void run();
    },
    wake() {
      return stopped ? Promise.resolve() : run();
    },
    async drain() {
      do await run();
      while (running);
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      await next;
      await running;
    },
  };
}
