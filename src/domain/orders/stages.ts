import type { DocumentKind, DocumentStatus } from '../contracts/enums';
import type { OrderStatus } from './enums';

/**
 * Statuses to the end (docs/licensing.md §6, docs/product.md §4 "Order"; issue 26 §3): once an approved
 * line is in a contract, the order and its line follow that contract — sent to EDO, signed by one side,
 * by both (completed signing), paid (finalized), its act signed by one side, then completed. Both sides
 * work them out the same way from the `documents` they share, so the owner reads what the customer reads.
 * The order is `archived` once its project is closed (docs/licensing.md §2: closing moves it to the
 * archive), which the customer's side knows; the owner, no member, reads the contract's stage.
 */
export const contractStages = [
  'sended_edo',
  'signed_owner',
  'signed_customer',
  'completed_signing',
  'finalized',
  'act_signed_owner',
  'act_signed_customer',
  'project_completed',
  'archived',
] as const;
export type ContractStage = (typeof contractStages)[number];
/** A line's stage: every stage but `archived`, which is the whole order's. */
export type LineStage = Exclude<ContractStage, 'archived'>;

/** A document as the stages read it: a contract, supplement or act of the `documents` collection. */
export interface StagedDocument {
  id: string;
  kind: DocumentKind;
  status: DocumentStatus;
  contractId: string | null;
  createdAt: string;
  lines: readonly { entryId: string; change?: unknown }[];
}

/** Each entry's stage, by entry id. */
export type EntryStages = ReadonlyMap<string, LineStage>;

const contractStage: Partial<Record<DocumentStatus, LineStage>> = {
  draft: 'sended_edo',
  signed_owner: 'signed_owner',
  signed_customer: 'signed_customer',
  signed_completed: 'completed_signing',
  finalized: 'finalized',
  completed: 'project_completed',
  project_completed: 'project_completed',
};

const supplementStage: Partial<Record<DocumentStatus, LineStage>> = {
  draft: 'sended_edo',
  signed_supplement_owner: 'signed_owner',
  signed_supplement_customer: 'signed_customer',
};

const rank = (stage: ContractStage) => contractStages.indexOf(stage);
const newestFirst = (a: StagedDocument, b: StagedDocument) =>
  a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0;

/** A contract's stage, its act's signatures counted while it is paid (finalized); null when rejected. */
function stageOfContract(contract: StagedDocument, acts: readonly StagedDocument[]): LineStage | null {
  const stage = contractStage[contract.status] ?? null;
  if (stage !== 'finalized') return stage;
  const act = acts.find((each) => each.contractId === contract.id && each.status !== 'rejected');
  if (act?.status === 'act_signed_owner' || act?.status === 'act_signed_customer') return act.status;
  return stage;
}

/**
 * The stage of every entry the documents license: by the newest live contract holding it, or the newest
 * live supplement adding it (a signed supplement's tracks follow their contract from completed signing
 * on). Lines a supplement only re-terms keep their contract's stage; rejected documents name nothing.
 */
export function entryStages(documents: readonly StagedDocument[]): EntryStages {
  const sorted = [...documents].sort(newestFirst);
  const acts = sorted.filter((document) => document.kind === 'act');
  const contracts = new Map<string, LineStage | null>();
  for (const document of sorted)
    if (document.kind === 'contract') contracts.set(document.id, stageOfContract(document, acts));
  const stages = new Map<string, LineStage>();
  for (const document of sorted) {
    let stage: LineStage | null = null;
    if (document.kind === 'contract') stage = contracts.get(document.id) ?? null;
    else if (document.kind === 'supplement' && document.status !== 'rejected') {
      const parent = document.contractId ? (contracts.get(document.contractId) ?? null) : null;
      stage = supplementStage[document.status] ?? null;
      if (document.status === 'completed')
        stage = parent && rank(parent) > rank('completed_signing') ? parent : 'completed_signing';
    }
    if (!stage) continue;
    for (const line of document.lines)
      if (!line.change && !stages.has(line.entryId)) stages.set(line.entryId, stage);
  }
  return stages;
}

/** The stage an order line reads: an approved line's contract stage, or none. */
export function lineStage(
  line: { entryId: string | null; status: string },
  stages: EntryStages,
): LineStage | null {
  if (line.status !== 'approved' || !line.entryId) return null;
  return stages.get(line.entryId) ?? null;
}

/**
 * The status an order reads: its proposal's until every approved line is in a contract, then the least
 * advanced of their stages (a request is only as far as its slowest track); `archived` once its project
 * is closed (`closed`, known to the project's members).
 */
export function orderStage(
  order: { status: OrderStatus; lines: readonly { entryId: string | null; status: string }[] },
  stages: EntryStages,
  closed = false,
): OrderStatus | ContractStage {
  const approved = order.lines.filter((line) => line.status === 'approved' && line.entryId);
  const reached = approved.map((line) => lineStage(line, stages));
  if (approved.length > 0 && closed) return 'archived';
  if (approved.length === 0 || reached.some((stage) => stage === null)) return order.status;
  return (reached as LineStage[]).reduce((least, stage) => (rank(stage) < rank(least) ? stage : least));
}
