import type { DocumentKind, DocumentSide, DocumentStatus } from './enums';

/**
 * The document state machines (docs/design.md §5, docs/licensing.md §6), one per kind:
 *
 * - contract: draft → signed_owner | signed_customer → signed_completed → (invoice paid) finalized →
 *   (its act completed) completed;
 * - supplement: draft → signed_supplement_owner | signed_supplement_customer → completed;
 * - act: draft → act_signed_owner | act_signed_customer → completed.
 *
 * A draft or half-signed document of any kind may be rejected with a reason. Everything else is refused:
 * `nextStatus` answers null.
 */
export type DocumentEvent =
  { type: 'sign'; side: DocumentSide } | { type: 'reject' } | { type: 'paid' } | { type: 'act_completed' };

/** The half-signed status of each kind, by the side that signed first. */
const halfSigned: Record<DocumentKind, Record<DocumentSide, DocumentStatus>> = {
  contract: { owner: 'signed_owner', customer: 'signed_customer' },
  supplement: { owner: 'signed_supplement_owner', customer: 'signed_supplement_customer' },
  act: { owner: 'act_signed_owner', customer: 'act_signed_customer' },
};

/** The status each kind reaches once both sides signed. */
const fullySigned: Record<DocumentKind, DocumentStatus> = {
  contract: 'signed_completed',
  supplement: 'completed',
  act: 'completed',
};

/** The sides whose signature a document of `kind` in `status` already holds. */
export function signedSides(kind: DocumentKind, status: DocumentStatus): DocumentSide[] {
  if (status === halfSigned[kind].owner) return ['owner'];
  if (status === halfSigned[kind].customer) return ['customer'];
  if (status === 'draft' || status === 'rejected') return [];
  return ['owner', 'customer'];
}

/** Whether the document is open to signatures (a draft or half-signed). */
export function isSigning(kind: DocumentKind, status: DocumentStatus): boolean {
  return status === 'draft' || status === halfSigned[kind].owner || status === halfSigned[kind].customer;
}

/** Whether `side` still has to sign a document of `kind` in `status`. */
export function awaitsSignatureOf(kind: DocumentKind, status: DocumentStatus, side: DocumentSide): boolean {
  return isSigning(kind, status) && !signedSides(kind, status).includes(side);
}

/** The status after `event`, or null when the machine refuses it. */
export function nextStatus(
  kind: DocumentKind,
  status: DocumentStatus,
  event: DocumentEvent,
): DocumentStatus | null {
  switch (event.type) {
    case 'sign': {
      if (!awaitsSignatureOf(kind, status, event.side)) return null;
      return status === 'draft' ? halfSigned[kind][event.side] : fullySigned[kind];
    }
    case 'reject':
      return isSigning(kind, status) ? 'rejected' : null;
    case 'paid':
      return kind === 'contract' && status === 'signed_completed' ? 'finalized' : null;
    case 'act_completed':
      return kind === 'contract' && status === 'finalized' ? 'completed' : null;
  }
}

/** Whether both sides have signed (the moment a contract issues its invoice, an act completes its contract). */
export function isFullySigned(kind: DocumentKind, status: DocumentStatus): boolean {
  return signedSides(kind, status).length === 2;
}

/**
 * Whether a contract takes a supplement (docs/licensing.md §6 "Supplement": later tracks or wider terms of a
 * signed contract, also after its act is signed): once both sides signed it, paid or not, its act signed
 * or not. A draft, half-signed or rejected contract, a supplement and an act take none.
 */
const supplementable: ReadonlySet<DocumentStatus> = new Set([
  'signed_completed',
  'finalized',
  'completed',
  'project_completed',
]);
export function takesSupplement(kind: DocumentKind, status: DocumentStatus): boolean {
  return kind === 'contract' && supplementable.has(status);
}
