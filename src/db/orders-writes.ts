import type { LocalIds } from '../domain/api-ids';
import type { OrderApi } from '../domain/api/orders';
import { storedTerms } from '../domain/orders';
import type { CueCollections, CueDatabase } from './collections';
import type { OrderDocType } from './schemas/orders.schema';

/** An order as a command answers it, in the local form (`id`). */
export type OrderAnswer = LocalIds<OrderApi>;

/**
 * Writes the orders a command answered into `orders` (docs/architecture.md "Commands"): the proposal sent,
 * the request made, or, with a 409, the order as it now is. The screen shows the server's answer at once,
 * without waiting for the sync hint. An answer no newer than what the collection holds (its `version`
 * pulled already, or a later one) is left out. The answer has no `seq`: the stored one is kept (0 for an order not pulled
 * yet), so the pull that brings the order still replaces it (src/sync/SPEC.md rule 16).
 */
export async function writeOrderAnswers(db: CueDatabase, answers: readonly OrderAnswer[]): Promise<void> {
  const orders = (db.collections as Partial<CueCollections>).orders;
  if (answers.length === 0 || !orders) return;
  const stored = await orders.findByIds(answers.map((answer) => answer.id)).exec();
  const documents: OrderDocType[] = [];
  for (const answer of answers) {
    const held = stored.get(answer.id);
    if (held && held.version >= answer.version) continue;
    documents.push({ ...answer, terms: storedTerms(answer.terms), seq: held?.seq ?? 0 });
  }
  if (documents.length > 0) await orders.bulkUpsert(documents);
}
