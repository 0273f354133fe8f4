import { awaitsSignatureOf, isSigning } from './machine';
import {
  documentStatuses,
  type ContractTab,
  type DocumentKind,
  type DocumentSide,
  type DocumentStatus,
  type EdoTab,
} from './enums';

/**
 * The list tabs (docs/product.md §4) as pure filters over documents, the same on the server (REST lists)
 * and the client (the local `documents` collection):
 *
 * - contracts: all; draft (not signed by anyone); at_signing (signed by one side); awaiting_signature
 *   (waiting for my side: a draft or signed only by the other side); signed (both signed, not closed:
 *   signed_completed and finalized); archive (closed: rejected, completed, project_completed);
 * - EDO: contract, act_transfer (acts), supplement, agreement_transfer (documents of any kind whose
 *   signing is done, the ones that transferred the agreement).
 */
export interface TabbedDocument {
  kind: DocumentKind;
  status: DocumentStatus;
}

const signed: readonly DocumentStatus[] = ['signed_completed', 'finalized'];
const closed: readonly DocumentStatus[] = ['rejected', 'completed', 'project_completed'];
const agreed: readonly DocumentStatus[] = ['signed_completed', 'finalized', 'completed', 'project_completed'];

/** Whether a document belongs in a contracts tab for the caller's side. */
export function inContractTab(document: TabbedDocument, tab: ContractTab, side: DocumentSide): boolean {
  const { kind, status } = document;
  switch (tab) {
    case 'all':
      return true;
    case 'draft':
      return status === 'draft';
    case 'at_signing':
      return status !== 'draft' && isSigning(kind, status);
    case 'awaiting_signature':
      return awaitsSignatureOf(kind, status, side);
    case 'signed':
      return signed.includes(status);
    case 'archive':
      return closed.includes(status);
  }
}

/** Whether a document belongs in an EDO tab. */
export function inEdoTab(document: TabbedDocument, tab: EdoTab): boolean {
  switch (tab) {
    case 'contract':
      return document.kind === 'contract';
    case 'act_transfer':
      return document.kind === 'act';
    case 'supplement':
      return document.kind === 'supplement';
    case 'agreement_transfer':
      return agreed.includes(document.status);
  }
}

/** The statuses a contracts tab holds for a kind and side (the server's list query filters by them). */
export function contractTabStatuses(
  tab: ContractTab,
  kind: DocumentKind,
  side: DocumentSide,
): DocumentStatus[] {
  return documentStatuses.filter((status) => inContractTab({ kind, status }, tab, side));
}
