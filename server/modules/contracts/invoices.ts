import {
  amountInWords,
  documentTotals,
  INVOICE_DUE_DAYS,
  nextStatus,
  type DocumentStatus,
} from '../../../src/domain/contracts';
import type { ContractDocumentRow } from '../../db/schema/contracts';
import { syncHintEffect } from '../../outbox/effects';
import { documentAudience } from './contracts.collection';
import {
  contentOf,
  dayOf,
  documentEffects,
  parentNumber,
  setEntries,
  sha256Hex,
  storeRendering,
  type ContractsPorts,
} from './contracts.shared';
import { invoiceDocx } from './docx/invoice-docx';
import { currentLines } from './supplement-changes';

/**
 * What follows from a signature or a payment (docs/licensing.md §6): a fully signed contract issues its
 * invoice; a paid invoice finalizes the contract and issues its act; a completed act completes its
 * contract; when every live contract of a project is completed, the project's entries read
 * project_completed.
 */

/**
 * Issues the invoice of a contract both parties signed, or of a supplement with a fee (the tracks it adds,
 * the agreed price of its changes: docs/decisions/0053): the amounts, the due date, the owner's bank.
 */
export async function issueInvoice(repos: ContractsPorts, now: () => Date, contract: ContractDocumentRow) {
  const issued = now();
  const parent = contract.kind === 'supplement' ? await parentNumber(repos, contract) : null;
  const due = dayOf(new Date(issued.getTime() + INVOICE_DUE_DAYS * 24 * 60 * 60 * 1000));
  const number = `INV-${issued.getUTCFullYear()}-${String(await repos.contracts.nextNumber()).padStart(5, '0')}`;
  const bytes = await invoiceDocx({
    number,
    date: dayOf(issued),
    dueDate: due,
    contractNumber: contract.number,
    contractDate: contract.date,
    supplementOf: parent,
    projectName: contract.projectName,
    owner: contract.ownerParty,
    customer: contract.customerParty,
    totals: contract.totals,
    vatPercent: contract.vatPercent,
    totalInWordsRu: contract.totalInWordsRu,
    totalInWordsEn: contract.totalInWordsEn,
    bilingual: contract.bilingual,
  });
  const sha256 = sha256Hex(bytes);
  const fileId = await repos.contracts.saveFile(bytes, sha256);
  const payment = await repos.contracts.insertPayment({
    number,
    contractId: contract.id,
    contractNumber: contract.number,
    projectId: contract.projectId,
    ownerId: contract.ownerId,
    customerId: contract.customerId,
    projectName: contract.projectName,
    ownerName: contract.ownerName,
    customerName: contract.customerName,
    memberIds: contract.memberIds,
    ownerParty: contract.ownerParty,
    customerParty: contract.customerParty,
    totals: contract.totals,
    noVat: contract.lines.every((line) => line.noVat),
    totalInWordsEn: contract.totalInWordsEn,
    totalInWordsRu: contract.totalInWordsRu,
    dueDate: due,
    fileId,
    sha256,
  });
  await repos.outbox.add([
    syncHintEffect({ userIds: documentAudience(payment), collection: 'payments', seq: payment.seq }),
    ...documentEffects(now, contract, null, 'Document Updated', 'contracts.invoiceIssued', { number }).slice(
      1,
    ),
  ]);
  return payment;
}

/**
 * What an act transfers: the contract's tracks as its completed supplements left them (tracks added,
 * terms changed), and the fees paid for changes of terms; its totals are everything paid.
 */
async function actLines(repos: ContractsPorts, contract: ContractDocumentRow) {
  const children = await repos.contracts.children(contract.id);
  const fees = children
    .filter((row) => row.kind === 'supplement' && row.status === 'completed')
    .flatMap((row) => row.lines.filter((line) => line.change && line.price > 0));
  const lines = [...currentLines(contract, children).values(), ...fees];
  const totals = documentTotals(lines, contract.vatPercent);
  return {
    lines,
    totals,
    totalInWordsRu: amountInWords(totals.gross, 'ru'),
    totalInWordsEn: amountInWords(totals.gross, 'en'),
  };
}

/**
 * What a signature issues: a contract signed by both its invoice; a supplement signed by both its own,
 * when it has a fee — the tracks it adds, the agreed price of its changes (docs/decisions/0053).
 */
export async function invoiceOnceSigned(repos: ContractsPorts, now: () => Date, row: ContractDocumentRow) {
  const contract = row.kind === 'contract' && row.status === 'signed_completed';
  const supplement = row.kind === 'supplement' && row.status === 'completed' && row.totals.gross > 0;
  if (contract || supplement) await issueInvoice(repos, now, row);
}

/** Issues the act of transfer of rights of a finalized contract, a draft both sides sign. */
export async function issueAct(repos: ContractsPorts, now: () => Date, contract: ContractDocumentRow) {
  const base = {
    kind: 'act' as const,
    number: `${contract.number}-A`,
    date: dayOf(now()),
    projectName: contract.projectName,
    vatPercent: contract.vatPercent,
    bilingual: contract.bilingual,
    ...(await actLines(repos, contract)),
  };
  const file = await storeRendering(repos, {
    ...contentOf({ ...contract, ...base, signatures: [] }, contract.number),
  });
  const act = await repos.contracts.insert({
    ...base,
    contractId: contract.id,
    projectId: contract.projectId,
    orderId: contract.orderId,
    ownerId: contract.ownerId,
    customerId: contract.customerId,
    ownerName: contract.ownerName,
    customerName: contract.customerName,
    memberIds: contract.memberIds,
    ownerParty: contract.ownerParty,
    customerParty: contract.customerParty,
    status: 'draft',
    ...file,
  });
  await repos.outbox.add(documentEffects(now, act, null, 'Document Updated', 'contracts.actIssued'));
  return act;
}

/** A completed act completes its contract; a project whose live contracts are all completed completes. */
export async function completeContract(repos: ContractsPorts, now: () => Date, act: ContractDocumentRow) {
  const contract = act.contractId ? await repos.contracts.lock(act.contractId) : undefined;
  if (!contract) return;
  const status = nextStatus('contract', contract.status as DocumentStatus, { type: 'act_completed' });
  if (!status) return;
  const fresh = await repos.contracts.update(contract.id, { status });
  await repos.outbox.add(
    documentEffects(now, fresh, null, 'Change Document Status', 'contracts.signedByBoth').slice(0, 1),
  );
  const contracts = (await repos.contracts.projectContracts(fresh.projectId)).filter(
    (row) => row.status !== 'rejected',
  );
  if (contracts.every((row) => row.status === 'completed'))
    for (const row of contracts) {
      await setEntries(repos, row, 'project_completed');
      for (const child of await repos.contracts.children(row.id))
        if (child.kind === 'supplement' && child.status === 'completed')
          await setEntries(repos, child, 'project_completed');
    }
}
