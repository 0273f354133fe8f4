import { writeOrderAnswers, type CueDatabase, type OrderAnswer } from '../db';
import { toLocalIds } from '../domain/api-ids';
import { isApiError } from './api-error';

/**
 * The order a 409 of an order command carries (`current`, src/domain/api/orders.ts `orderConflictSchema`),
 * checked by the operation's own schema, in the local form; null for any other failure.
 */
async function conflictOrder(error: unknown): Promise<OrderAnswer | null> {
  if (!isApiError(error) || error.status !== 409 || error.current === undefined) return null;
  const { orderApiSchema } = await import('../domain/api/orders');
  const parsed = orderApiSchema.safeParse(error.current);
  return parsed.success ? toLocalIds(parsed.data) : null;
}

/**
 * Runs an order command and writes what it answers into `orders` (docs/architecture.md "Commands"), on
 * both sides of a 409 alike: the orders it answers when it succeeds, the order as it now is when it is
 * refused as based on another version (then the failure is thrown on, for the screen's one message).
 * Without a database (`db` null: not signed in yet, a test without local data) it only calls.
 */
export async function withOrderAnswer<Answer extends OrderAnswer | OrderAnswer[]>(
  db: CueDatabase | null | undefined,
  command: Promise<Answer>,
): Promise<Answer> {
  let answer: Answer;
  try {
    answer = await command;
  } catch (error) {
    const current = db ? await conflictOrder(error) : null;
    if (db && current) await writeOrderAnswers(db, [current]);
    throw error;
  }
  if (db) await writeOrderAnswers(db, Array.isArray(answer) ? answer : [answer]);
  return answer;
}
