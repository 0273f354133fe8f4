import type { DocumentLine, TermsChange } from '../../../src/domain/contracts';
import { storedTerms, type OrderTerms } from '../../../src/domain/orders';
import type { ContractDocumentRow } from '../../db/schema/contracts';
import { AppError } from '../../http/errors';

/** Statuses after which a supplement no longer awaits anything. */
const settled: ReadonlySet<string> = new Set(['completed', 'rejected']);

const sameTerms = (a: OrderTerms, b: OrderTerms) =>
  a.termMonths === b.termMonths &&
  a.uses === b.uses &&
  [...a.media].sort().join() === [...b.media].sort().join() &&
  [...a.territory].sort().join() === [...b.territory].sort().join();

/**
 * The lines of a contract as they stand: its own, the tracks its completed supplements added, and the
 * terms its completed supplements changed, applied in the order they were made.
 */
export function currentLines(
  contract: ContractDocumentRow,
  children: readonly ContractDocumentRow[],
): Map<string, DocumentLine> {
  const lines = new Map(contract.lines.map((line) => [line.entryId, line]));
  const completed = children
    .filter((row) => row.kind === 'supplement' && row.status === 'completed')
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.number.localeCompare(b.number));
  for (const supplement of completed)
    for (const line of supplement.lines) {
      const known = lines.get(line.entryId);
      if (!line.change) lines.set(line.entryId, line);
      else if (known) lines.set(line.entryId, { ...known, terms: line.terms });
    }
  return lines;
}

/**
 * A supplement's changed lines (docs/decisions/0016): each names a line of the contract (400 otherwise)
 * with terms that differ (400), not already being changed by a supplement awaiting signature (409).
 * `change.previousTerms` records the terms it had; its price is the fee for the change, 0 until the owner
 * proposes one (docs/decisions/0053). The contract line itself keeps its price (`currentLines`).
 */
export function changedLines(
  contract: ContractDocumentRow,
  children: readonly ContractDocumentRow[],
  changes: readonly TermsChange[],
): DocumentLine[] {
  const lines = currentLines(contract, children);
  const pending = new Set(
    children
      .filter((row) => row.kind === 'supplement' && !settled.has(row.status))
      .flatMap((row) => row.lines.filter((line) => line.change).map((line) => line.entryId)),
  );
  return changes.map((change) => {
    const entryId = change.entryId.toLowerCase();
    const line = lines.get(entryId);
    if (!line) throw new AppError('VALIDATION', 'contracts.changeNotInContract');
    if (pending.has(entryId)) throw new AppError('CONFLICT', 'contracts.changePending');
    const terms = storedTerms(change.terms);
    if (sameTerms(terms, line.terms)) throw new AppError('VALIDATION', 'contracts.termsUnchanged');
    return { ...line, terms, price: 0, priceWithVat: 0, change: { previousTerms: line.terms } };
  });
}
