import type { ContractApi, ContractDetail } from '../../../src/domain/api/contracts';
import type { ListPage } from '../../../src/domain/catalog';
import {
  nextStatus,
  RIGHT_PREPARE,
  RIGHT_SIGN,
  type ContractListQuery,
  type CreateContract,
  type CreateSupplement,
  type DocumentKind,
  type DocumentStatus,
  type RejectDocument,
  takesSupplement,
} from '../../../src/domain/contracts';
import { can, type EntryStatus } from '../../../src/domain/projects';
import type { ContractDocumentRow } from '../../db/schema/contracts';
import { AppError } from '../../http/errors';
import type { SessionUser } from '../auth/index';
import { requireRight } from '../projects/index';
import { checkedContractApi, listedContracts, toContractDetail, type LeftOut } from './contracts.collection';
import {
  documentAccess,
  documentEffects,
  entryStatusFor,
  partiesReadAhead,
  setEntries,
  type ContractsContext,
} from './contracts.shared';
import { draftMaker, type ApprovedLine } from './drafts';
import { changedLines } from './supplement-changes';
import { supplementPriceService } from './supplement-price';

/**
 * Formalization, lists, reading and rejection of documents (docs/licensing.md §6). A draft is made from
 * approved order lines only, one per owner, with both parties copied from the legal entities port; its
 * .docx is stored with its SHA-256. Every change settles the entries' statuses, hints the audience and
 * notifies the other party, in one transaction.
 */
export function contractsService(context: ContractsContext) {
  const { approvedLines, partiesOf, draft } = draftMaker(context);

  return {
    ...supplementPriceService(context),

    /**
     * `POST /api/contract/create`: drafts from approved entries, one per owner and customer entity (Creator
     * or Editor). The customer party is the entity each order names, whoever formalizes it
     * (docs/licensing.md §3 "Order", docs/decisions/0034); the caller's own entity plays no part.
     */
    async create(user: SessionUser, input: CreateContract): Promise<ContractApi[]> {
      const { project } = await requireRight(context, user.id, input.projectId, 'request');
      // The parties are read ahead: the lines once outside the transaction, then again inside it.
      const ahead = await context.withTransaction((repos) =>
        approvedLines(repos, project.id, input.entryIds),
      );
      const { owners, customers } = await partiesOf(ahead);
      return context.withTransaction(async (repos) => {
        const lines = await approvedLines(repos, project.id, input.entryIds);
        const groups = new Map<string, ApprovedLine[]>();
        for (const item of lines) {
          const customer = customers.get(item.order.id);
          if (!customer) throw new AppError('CONFLICT');
          const key = `${item.order.ownerId}/${customer.id}`;
          groups.set(key, [...(groups.get(key) ?? []), item]);
        }
        const customerName = (await repos.contracts.userContact(user.id))?.name ?? '';
        const made: ContractDocumentRow[] = [];
        for (const owned of groups.values()) {
          const order = owned[0]!.order;
          const owner = owners.get(order.ownerId);
          if (!owner) throw new AppError('CONFLICT');
          const year = context.now().getUTCFullYear();
          const number = `CL-${year}-${String(await repos.contracts.nextNumber()).padStart(5, '0')}`;
          const row = await draft(repos, {
            kind: 'contract',
            number,
            contractId: null,
            contractNumber: null,
            order,
            customerId: user.id,
            customerName,
            owner,
            customer: customers.get(order.id)!,
            memberIds: project.memberIds,
            lines: owned.map((item) => item.line),
          });
          await repos.outbox.add(
            documentEffects(
              context.now,
              row,
              { userId: user.id, side: 'customer' },
              'Document Updated',
              'contracts.created',
            ),
          );
          made.push(row);
        }
        return made.map(checkedContractApi);
      });
    },

    /**
     * `POST /api/contract/create-supplement/{contractId}`: approved entries of the same owner added, and
     * the terms of the contract's lines changed (their prices kept).
     */
    async createSupplement(
      user: SessionUser,
      contractId: string,
      input: CreateSupplement,
    ): Promise<ContractApi> {
      const contract = await context.contracts.find(contractId);
      await documentAccess(context, user, contract);
      const { project } = await requireRight(context, user.id, contract!.projectId, 'request');
      if (!takesSupplement(contract!.kind as DocumentKind, contract!.status as DocumentStatus))
        throw new AppError('CONFLICT', 'contracts.notSigned');
      return context.withTransaction(async (repos) => {
        const siblings = await repos.contracts.children(contract!.id);
        const changed = changedLines(contract!, siblings, input.changes ?? []);
        const added = input.entryIds?.length ? await approvedLines(repos, project.id, input.entryIds) : [];
        if (added.some((item) => item.order.ownerId !== contract!.ownerId))
          throw new AppError('VALIDATION', 'projects.entryNotFound');
        const count = siblings.filter((row) => row.kind === 'supplement').length + 1;
        const row = await draft(repos, {
          kind: 'supplement',
          number: `${contract!.number}-S${count}`,
          contractId: contract!.id,
          contractNumber: contract!.number,
          order: added[0]?.order ?? { ...contract!, id: contract!.orderId },
          customerId: user.id,
          customerName: (await repos.contracts.userContact(user.id))?.name ?? '',
          owner: contract!.ownerParty,
          customer: contract!.customerParty,
          memberIds: project.memberIds,
          lines: [...added.map((item) => item.line), ...changed],
          bilingual: contract!.bilingual,
        });
        await repos.outbox.add(
          documentEffects(
            context.now,
            row,
            { userId: user.id, side: 'customer' },
            'Document Updated',
            'contracts.supplementCreated',
          ),
        );
        return checkedContractApi(row);
      });
    },

    /**
     * `GET /api/contract/info`: as an owner, the documents of my orders; as a customer, of my projects.
     * A row that cannot be answered is left out and reported to `leftOut`, never failing the page.
     */
    async list(
      user: SessionUser,
      query: ContractListQuery,
      leftOut: LeftOut = () => {},
    ): Promise<ListPage<ContractApi>> {
      const { rows, total } = await context.contracts.page(user.id, query);
      return { data: listedContracts(rows, leftOut), page: query.page, limit: query.limit, total };
    },

    /** `GET /api/contract/info-contract/{id}`: with the caller's side and the full signature records. */
    async detail(user: SessionUser, id: string): Promise<ContractDetail> {
      const row = await context.contracts.find(id);
      const { side } = await documentAccess(context, user, row);
      return toContractDetail(row!, side);
    },

    /** `GET /api/contract/file/{id}`: the stored bytes, whose SHA-256 is the document's `sha256`. */
    async file(user: SessionUser, id: string) {
      const row = await context.contracts.find(id);
      await documentAccess(context, user, row);
      const file = await context.contracts.file(row!.fileId);
      if (!file) throw new AppError('NOT_FOUND');
      return { content: file.content, sha256: file.sha256, name: `${row!.number}.docx` };
    },

    /**
     * `PATCH /api/contract/reject/{id}`: a draft or half-signed document rejected with a reason, by its
     * owner, a member with the request right, or a party's member who prepares or signs documents; its
     * entries return to agreed.
     */
    async reject(user: SessionUser, id: string, input: RejectDocument): Promise<ContractApi> {
      const known = await partiesReadAhead(context, [user.id]);
      return context.withTransaction(async (repos) => {
        const row = await repos.contracts.lock(id);
        const access = await documentAccess(known, user, row);
        const rights = access.membership?.member.rights ?? [];
        const allowed = access.party
          ? rights.includes(RIGHT_PREPARE) || rights.includes(RIGHT_SIGN)
          : row!.ownerId === user.id || can(await repos.projects.role(row!.projectId, user.id), 'request');
        if (!allowed) throw new AppError('FORBIDDEN');
        const status = nextStatus(row!.kind as DocumentKind, row!.status as DocumentStatus, {
          type: 'reject',
        });
        if (!status) throw new AppError('CONFLICT', 'contracts.notRejectable');
        const fresh = await repos.contracts.update(row!.id, { status, rejectReason: input.reason });
        const entryStatus: EntryStatus | null = entryStatusFor(fresh.kind as DocumentKind, status);
        if (entryStatus) await setEntries(repos, fresh, entryStatus);
        await repos.outbox.add(
          documentEffects(
            context.now,
            fresh,
            { userId: user.id, side: access.side },
            'Change Document Status',
            'contracts.rejected',
            {
              reason: input.reason,
            },
          ),
        );
        return checkedContractApi(fresh);
      });
    },
  };
}

export type ContractsService = ReturnType<typeof contractsService>;
