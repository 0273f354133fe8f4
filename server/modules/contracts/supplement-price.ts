import type { ContractApi } from '../../../src/domain/api/contracts';
import {
  amountInWords,
  documentTotals,
  linePriceWithVat,
  RIGHT_PREPARE,
  type DocumentLine,
  type SupplementAgree,
  type SupplementPrice,
} from '../../../src/domain/contracts';
import { totalsFit } from '../../../src/domain/orders';
import { can } from '../../../src/domain/projects';
import type { ContractDocumentRow } from '../../db/schema/contracts';
import { AppError } from '../../http/errors';
import type { SessionUser } from '../auth/index';
import { checkedContractApi } from './contracts.collection';
import {
  contentOf,
  documentAccess,
  documentEffects,
  parentNumber,
  partiesReadAhead,
  storeRendering,
  type ContractsContext,
  type ContractsPorts,
} from './contracts.shared';

/** A change of terms is signed at an agreed price only: 409 while it awaits or is proposed. */
export function refuseUnagreedPrice(row: Pick<ContractDocumentRow, 'priceStatus'>) {
  if (row.priceStatus && row.priceStatus !== 'agreed')
    throw new AppError('CONFLICT', 'contracts.priceNotAgreed');
}

/** A supplement changing terms that nobody has signed: its price can still be proposed or agreed. */
const openForPrice = (row: ContractDocumentRow) =>
  row.kind === 'supplement' && row.status === 'draft' && row.priceStatus !== null;

/**
 * The changed lines priced as given: every line the supplement changes exactly once (400
 * `contracts.pricesIncomplete`), nothing else (400 `contracts.priceNotChanged`).
 */
function pricedLines(row: ContractDocumentRow, input: SupplementPrice): DocumentLine[] {
  const prices = new Map(input.lines.map((line) => [line.entryId.toLowerCase(), line]));
  const changed = new Set(row.lines.filter((line) => line.change).map((line) => line.entryId));
  if ([...prices.keys()].some((entryId) => !changed.has(entryId)))
    throw new AppError('VALIDATION', 'contracts.priceNotChanged');
  if ([...changed].some((entryId) => !prices.has(entryId)))
    throw new AppError('VALIDATION', 'contracts.pricesIncomplete');
  return row.lines.map((line) => {
    const given = line.change ? prices.get(line.entryId) : undefined;
    if (!given) return line;
    const { price, noVat } = given;
    return { ...line, price, noVat, priceWithVat: linePriceWithVat({ price, noVat }, row.vatPercent) };
  });
}

/** The supplement with its new lines, totals and words, drawn again and stored. */
async function repriced(repos: ContractsPorts, row: ContractDocumentRow, lines: DocumentLine[]) {
  const totals = documentTotals(lines, row.vatPercent);
  if (!totalsFit(totals)) throw new AppError('VALIDATION', 'contracts.totalTooLarge');
  const words = {
    totalInWordsRu: amountInWords(totals.gross, 'ru'),
    totalInWordsEn: amountInWords(totals.gross, 'en'),
  };
  const next = { ...row, lines, totals, ...words };
  const file = await storeRendering(repos, contentOf(next, await parentNumber(repos, row)));
  return repos.contracts.update(row.id, { lines, totals, ...words, priceStatus: 'proposed', ...file });
}

/**
 * The price of a supplement's change of terms (docs/decisions/0053): the owner's side proposes it per
 * changed line, the customer's team agrees to the total it read; only then the supplement can be signed,
 * and once signed by both it issues its invoice (./invoices.ts).
 */
export function supplementPriceService(context: ContractsContext) {
  return {
    /** `PATCH /api/contract/supplement-price/{id}`: the order's owner, or their company's preparer. */
    async proposeSupplementPrice(
      user: SessionUser,
      id: string,
      input: SupplementPrice,
    ): Promise<ContractApi> {
      const known = await partiesReadAhead(context, [user.id]);
      return context.withTransaction(async (repos) => {
        const row = await repos.contracts.lock(id);
        const access = await documentAccess(known, user, row);
        const rights = access.membership?.member.rights ?? [];
        const owner =
          access.side === 'owner' &&
          (row!.ownerId === user.id || (access.party && rights.includes(RIGHT_PREPARE)));
        if (!owner) throw new AppError('FORBIDDEN', 'contracts.priceOwnerOnly');
        if (!openForPrice(row!)) throw new AppError('CONFLICT', 'contracts.priceNotOpen');
        const fresh = await repriced(repos, row!, pricedLines(row!, input));
        await repos.outbox.add(
          documentEffects(
            context.now,
            fresh,
            { userId: user.id, side: 'owner' },
            'Document Updated',
            'contracts.priceProposed',
          ),
        );
        return checkedContractApi(fresh);
      });
    },

    /** `PATCH /api/contract/supplement-agree/{id}`: the project's requesters or the customer's preparers. */
    async agreeSupplementPrice(user: SessionUser, id: string, input: SupplementAgree): Promise<ContractApi> {
      const known = await partiesReadAhead(context, [user.id]);
      return context.withTransaction(async (repos) => {
        const row = await repos.contracts.lock(id);
        const access = await documentAccess(known, user, row);
        const rights = access.membership?.member.rights ?? [];
        const customer =
          access.side === 'customer' &&
          (access.party
            ? rights.includes(RIGHT_PREPARE)
            : can(await repos.projects.role(row!.projectId, user.id), 'request'));
        if (!customer) throw new AppError('FORBIDDEN', 'contracts.agreeCustomerOnly');
        if (!openForPrice(row!) || row!.priceStatus !== 'proposed')
          throw new AppError('CONFLICT', 'contracts.priceNotProposed');
        if (input.gross !== row!.totals.gross) throw new AppError('CONFLICT', 'contracts.priceChanged');
        const fresh = await repos.contracts.update(row!.id, { priceStatus: 'agreed' });
        await repos.outbox.add(
          documentEffects(
            context.now,
            fresh,
            { userId: user.id, side: 'customer' },
            'Document Updated',
            'contracts.priceAgreed',
          ),
        );
        return checkedContractApi(fresh);
      });
    },
  };
}

export type SupplementPriceService = ReturnType<typeof supplementPriceService>;
