import type { Db } from '../db/client';
import type { OutboxRow } from '../db/schema/outbox';
import type { EffectKind, EffectPayloads } from './effects';
import { outboxRepository } from './outbox.repository';

/**
 * Delivers one kind of effect. `deliver` runs inside the transaction that removes the rows, so whatever
 * it writes (a notification row) commits together with "delivered"; it returns what is done only after
 * that commit (socket events), which a crash may lose but never repeat.
 */
export interface EffectHandler<K extends EffectKind> {
  deliver(tx: Db, payloads: EffectPayloads[K][]): Promise<() => void>;
  /**
   * Deliveries that cannot be repeated harmlessly (a mail): each row is delivered alone, so one that
   * fails is retried without the ones delivered beside it.
   */
  oneByOne?: boolean;
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

/** One batch in one transaction: claim, deliver by kind (a failing row alone when its batch fails), remove. */
async function deliverBatch(db: Db, handlers: EffectHandlers, onError: (error: unknown) => void) {
  return db.transaction(async (txHandle) => {
    const tx = txHandle as unknown as Db;
    const repository = outboxRepository(tx);
    const rows = await repository.claim(BATCH);
    const after: (() => void)[] = [];
    const byKind = new Map<string, OutboxRow[]>();
    for (const row of rows) byKind.set(row.kind, [...(byKind.get(row.kind) ?? []), row]);
    for (const [kind, group] of byKind) {
      const alone = handlers[kind as EffectKind]?.oneByOne === true;
      const done = alone ? null : await deliverKind(tx, handlers, kind, group, onError);
      if (done) {
        after.push(done);
        await repository.remove(group.map((row) => row.id));
        continue;
      }
      for (const row of group) {
        const single =
          group.length > 1 || alone ? await deliverKind(tx, handlers, kind, [row], onError) : null;
        if (single) after.push(single);
        await (single ? repository.remove([row.id]) : repository.failed([row.id]));
      }
    }
    return { after, full: rows.length === BATCH };
  });
}

/** The outbox's delivery loop for one process; several processes share the table safely. */
export function createOutboxWorker(deps: WorkerDeps): OutboxWorker {
  const onError = deps.onError ?? (() => undefined);
  let running: Promise<void> | null = null;
  // The run after the current one: a wake during a run may come after its claim, so it needs a run of its own.
  let next: Promise<void> | null = null;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  const runOnce = async () => {
    for (;;) {
      const { after, full } = await deliverBatch(deps.db, deps.handlers, onError);
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
