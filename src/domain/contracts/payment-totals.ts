import type { Totals } from './documents';

/** What the awaiting totals read of an invoice: its status, totals and "no VAT" mark, and its document's id. */
export interface InvoiceTotalsSource {
  contractId: string;
  status: string;
  noVat: boolean;
  totals: Totals;
}

/** What they read of the document an invoice is issued for: its lines' prices and "no VAT" marks. */
export interface InvoicedDocument {
  id: string;
  lines: readonly { price: number; noVat: boolean; change?: unknown }[];
}

/**
 * The part of an invoice without VAT, in kopecks: all of it when no line carries VAT, otherwise the sum of
 * its document's "no VAT" lines (a "no VAT" line's price with VAT is its price). A supplement's lines that
 * only change terms add no price. Without the document at hand only a wholly "no VAT" invoice counts.
 */
export function noVatPart(invoice: InvoiceTotalsSource, document: InvoicedDocument | undefined): number {
  if (invoice.noVat) return invoice.totals.gross;
  if (!document) return 0;
  return document.lines.reduce((sum, line) => (line.noVat && !line.change ? sum + line.price : sum), 0);
}

export interface AwaitingTotals extends Totals {
  /** Of `gross`, what carries no VAT. */
  noVat: number;
}

/**
 * The sums of the invoices still awaiting payment (/payments/{role}, docs/licensing.md §6): without VAT, the
 * VAT, with VAT, and the part of them without VAT, line by line (issue 26 §3).
 */
export function awaitingTotals(
  invoices: readonly InvoiceTotalsSource[],
  documentOf: (id: string) => InvoicedDocument | undefined,
): AwaitingTotals {
  const totals: AwaitingTotals = { net: 0, vat: 0, gross: 0, noVat: 0 };
  for (const invoice of invoices) {
    if (invoice.status !== 'awaiting') continue;
    totals.net += invoice.totals.net;
    totals.vat += invoice.totals.vat;
    totals.gross += invoice.totals.gross;
    totals.noVat += noVatPart(invoice, documentOf(invoice.contractId));
  }
  return totals;
}
