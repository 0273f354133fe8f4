import {
  amountInWords,
  documentTotals,
  linePriceWithVat,
  type DocumentKind,
  type DocumentLine,
  type Party,
} from '../../../src/domain/contracts';
import { amountFits, totalsFit } from '../../../src/domain/orders';
import type { ContractDocumentRow } from '../../db/schema/contracts';
import type { OrderRow } from '../../db/schema/orders';
import { AppError } from '../../http/errors';
import {
  dayOf,
  setEntries,
  storeRendering,
  type ContractsContext,
  type ContractsPorts,
} from './contracts.shared';
import { toParty } from './party-directory';

/** Entry statuses of tracks already in a contract or further. */
const contracted: ReadonlySet<string> = new Set([
  'sended_edo',
  'signed_owner',
  'signed_customer',
  'completed',
  'project_completed',
]);

export interface ApprovedLine {
  order: OrderRow;
  line: DocumentLine;
}

/**
 * Making drafts (docs/licensing.md §6): the approved lines of the chosen entries, the owner's party from
 * the legal entities port, and one stored, rendered draft whose entries go to EDO.
 */
export function draftMaker(context: ContractsContext) {
  /** The approved lines of the given entries of a project (400 unknown, 409 not approved or contracted). */
  async function approvedLines(repos: ContractsPorts, projectId: string, entryIds: string[]) {
    const position = new Map(entryIds.map((id, index) => [id, index]));
    const rows = (await repos.contracts.entriesWithOrders(entryIds)).sort(
      (a, b) => position.get(a.entry.id)! - position.get(b.entry.id)!,
    );
    if (rows.length !== entryIds.length || rows.some((row) => row.projectId !== projectId))
      throw new AppError('VALIDATION', 'projects.entryNotFound');
    const lines: ApprovedLine[] = [];
    for (const { entry, order } of rows) {
      if (contracted.has(entry.status)) throw new AppError('CONFLICT', 'contracts.entriesInContract');
      const stored = order?.lines.find((line) => line.entryId === entry.id);
      if (
        !order ||
        !stored ||
        stored.status !== 'approved' ||
        stored.price === null ||
        entry.status !== 'agreed'
      )
        throw new AppError('CONFLICT', 'contracts.entriesNotApproved');
      const price = stored.price;
      lines.push({
        order,
        line: {
          id: stored.id,
          entryId: entry.id,
          workspaceId: stored.workspaceId,
          episodeNumber: stored.episodeNumber,
          trackId: stored.trackId,
          trackTitle: stored.trackTitle,
          artistName: stored.artistName,
          terms: order.terms,
          price,
          noVat: stored.noVat,
          priceWithVat: linePriceWithVat({ price, noVat: stored.noVat }, order.vatPercent),
          share: stored.share,
        },
      });
    }
    return lines;
  }

  async function ownerParty(ownerId: string): Promise<Party> {
    const owner = await context.parties.forUser(ownerId);
    if (!owner) throw new AppError('CONFLICT', 'contracts.ownerNoLegalEntity');
    return toParty(owner.entity);
  }

  /**
   * The customer party of an order: the entity it names (docs/licensing.md §3 "Order"). An order made
   * before orders named one (its `legalEntityId` null, and no back-filled value) falls back to the
   * entity of the member who requested it (docs/decisions/0034).
   */
  async function customerParty(order: Pick<OrderRow, 'legalEntityId' | 'customerId'>): Promise<Party> {
    const entity = order.legalEntityId
      ? await context.parties.get(order.legalEntityId)
      : ((await context.parties.forUser(order.customerId))?.entity ?? null);
    if (!entity) throw new AppError('CONFLICT', 'contracts.orderNoLegalEntity');
    return toParty(entity);
  }

  /** The parties of the lines' orders, by owner and by order: read before a transaction opens. */
  async function partiesOf(lines: readonly ApprovedLine[]) {
    const owners = new Map<string, Party>();
    const customers = new Map<string, Party>();
    for (const { order } of lines) {
      if (!owners.has(order.ownerId)) owners.set(order.ownerId, await ownerParty(order.ownerId));
      if (!customers.has(order.id)) customers.set(order.id, await customerParty(order));
    }
    return { owners, customers };
  }

  /**
   * Whether a contract carries English beside its Russian (docs/decisions/0052): a Russian-law document
   * is written in Russian; the English stays unless both sides — the owner and the customer who drafts
   * it — read Cueline in Russian.
   */
  async function bilingualFor(repos: ContractsPorts, ownerId: string, customerId: string) {
    const languages = [
      (await repos.contracts.userContact(ownerId))?.language,
      (await repos.contracts.userContact(customerId))?.language,
    ];
    return !languages.every((language) => language === 'ru');
  }

  /** Makes one draft: totals, words, the .docx and its hash, the entries sent to EDO. */
  async function draft(
    repos: ContractsPorts,
    values: {
      kind: DocumentKind;
      number: string;
      contractId: string | null;
      contractNumber: string | null;
      /** Where the draft's project, owner and VAT rate come from: an order, or the contract it supplements. */
      order: Pick<OrderRow, 'id' | 'projectId' | 'projectName' | 'ownerId' | 'ownerName' | 'vatPercent'>;
      customerId: string;
      customerName: string;
      owner: Party;
      customer: Party;
      memberIds: string[];
      lines: DocumentLine[];
      /** A supplement follows its contract; a contract, its two sides' languages (docs/decisions/0052). */
      bilingual?: boolean;
    },
  ): Promise<ContractDocumentRow> {
    const { order } = values;
    // A changed line's price is the fee for the change (docs/decisions/0053), 0 until proposed.
    const totals = documentTotals(values.lines, order.vatPercent);
    // Checked inside the transaction, before anything is written (docs/decisions/0036-money-bounds.md).
    if (!totalsFit(totals) || !values.lines.every((line) => amountFits(line.priceWithVat)))
      throw new AppError('VALIDATION', 'contracts.totalTooLarge');
    const common = {
      kind: values.kind,
      number: values.number,
      date: dayOf(context.now()),
      projectName: order.projectName,
      owner: values.owner,
      customer: values.customer,
      lines: values.lines,
      totals,
      vatPercent: order.vatPercent,
      totalInWordsRu: amountInWords(totals.gross, 'ru'),
      totalInWordsEn: amountInWords(totals.gross, 'en'),
      bilingual: values.bilingual ?? (await bilingualFor(repos, order.ownerId, values.customerId)),
    };
    const file = await storeRendering(repos, {
      ...common,
      contractNumber: values.contractNumber,
      signatures: [],
    });
    const row = await repos.contracts.insert({
      ...common,
      ownerParty: values.owner,
      customerParty: values.customer,
      contractId: values.contractId,
      projectId: order.projectId,
      orderId: order.id,
      ownerId: order.ownerId,
      ownerName: order.ownerName,
      customerId: values.customerId,
      customerName: values.customerName,
      memberIds: values.memberIds,
      status: 'draft',
      priceStatus: values.lines.some((line) => line.change) ? 'awaiting' : null,
      ...file,
    });
    await setEntries(repos, row, 'sended_edo');
    return row;
  }

  return { approvedLines, ownerParty, partiesOf, draft };
}
