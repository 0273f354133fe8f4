import crypto from 'node:crypto';
import {
  RIGHT_SIGN,
  RIGHT_VIEW,
  type DocumentKind,
  type DocumentSide,
  type DocumentStatus,
} from '../../../src/domain/contracts';
import type { MessageKey } from '../../../src/domain/messages';
import type { NotificationSubType } from '../../../src/domain/notifications';
import type { EntryStatus } from '../../../src/domain/projects';
import type { ContractDocumentRow, StoredSignature } from '../../db/schema/contracts';
import type { Store } from '../../db/transaction';
import { AppError } from '../../http/errors';
import { syncHintEffect, type Effect } from '../../outbox/effects';
import type { OutboxRepository } from '../../outbox/outbox.repository';
import type { SessionUser } from '../auth/index';
import { notificationEffect } from '../notifications/index';
import { settleProject, type ProjectsRepository } from '../projects/index';
import { documentAudience } from './contracts.collection';
import type { ContractsRepository } from './contracts.repository';
import type { SignGuardsRepository } from './sign-guards.repository';
import { contractDocx, type DocumentContent } from './docx/contract-docx';
import type { EntityMembership, PartyDirectory } from './party-directory';

export interface ContractsPorts {
  contracts: ContractsRepository;
  guards: SignGuardsRepository;
  projects: ProjectsRepository;
  outbox: Pick<OutboxRepository, 'add'>;
}

export interface ContractsContext extends Store<ContractsPorts> {
  now: () => Date;
  /** The legal entities port (docs/decisions/0016). */
  parties: PartyDirectory;
}

/**
 * The parties of `userIds` read before a transaction opens, answered from memory inside it: the port
 * reads through its own connection, which on the one-connection embedded database would wait for the
 * transaction holding it. A user not read ahead is a programming error, not a missing entity.
 */
export async function partiesReadAhead(
  context: Pick<ContractsContext, 'parties'>,
  userIds: string[],
): Promise<Pick<ContractsContext, 'parties'>> {
  const known = new Map<string, EntityMembership | null>();
  for (const id of new Set(userIds)) known.set(id, await context.parties.forUser(id));
  return {
    parties: {
      forUser: async (id) => {
        if (!known.has(id)) throw new Error(`the party of ${id} was not read before the transaction`);
        return known.get(id)!;
      },
      get: async (entityId) => {
        throw new Error(`the entity ${entityId} was not read before the transaction`);
      },
    },
  };
}

export const sha256Hex = (bytes: Buffer) => crypto.createHash('sha256').update(bytes).digest('hex');

/** yyyy-MM-dd of an instant, UTC. */
export const dayOf = (instant: Date) => instant.toISOString().slice(0, 10);

/** The caller's side of a document and their entity membership, when their entity is one of its parties. */
export interface DocumentAccess {
  side: DocumentSide;
  membership: EntityMembership | null;
  /** The caller's entity is this side's party. */
  party: boolean;
}

/**
 * Who may read a document: the order's owner and the project's members (its audience), and members with
 * the view right of either party's entity. Anyone else gets 404, so a document's existence never leaks.
 */
export async function documentAccess(
  context: Pick<ContractsContext, 'parties'>,
  user: SessionUser,
  document: ContractDocumentRow | undefined,
): Promise<DocumentAccess> {
  if (!document) throw new AppError('NOT_FOUND');
  const membership = await context.parties.forUser(user.id);
  const entityId = membership?.entity._id;
  const partySide: DocumentSide | null =
    entityId === document.ownerParty.id
      ? 'owner'
      : entityId === document.customerParty.id
        ? 'customer'
        : null;
  const inAudience = documentAudience(document).includes(user.id);
  const viewer = partySide !== null && membership!.member.rights.includes(RIGHT_VIEW);
  if (!inAudience && !viewer) throw new AppError('NOT_FOUND');
  const side = partySide ?? (document.ownerId === user.id ? 'owner' : 'customer');
  return { side, membership, party: partySide !== null };
}

/** The signer's side: their entity must be a party and they must hold its signing right (403 otherwise). */
export async function signerSide(
  context: Pick<ContractsContext, 'parties'>,
  user: SessionUser,
  document: ContractDocumentRow | undefined,
): Promise<{ side: DocumentSide; membership: EntityMembership }> {
  const access = await documentAccess(context, user, document);
  if (!access.party) throw new AppError('FORBIDDEN', 'contracts.noPartySide');
  if (!access.membership!.member.rights.includes(RIGHT_SIGN))
    throw new AppError('FORBIDDEN', 'contracts.noSignRight');
  return { side: access.side, membership: access.membership! };
}

/** The status a document's entries read (docs/licensing.md §6); null when the document leaves them be. */
export function entryStatusFor(kind: DocumentKind, status: DocumentStatus): EntryStatus | null {
  if (kind === 'act') return null;
  switch (status) {
    case 'draft':
      return 'sended_edo';
    case 'signed_owner':
    case 'signed_supplement_owner':
      return 'signed_owner';
    case 'signed_customer':
    case 'signed_supplement_customer':
      return 'signed_customer';
    case 'rejected':
      return 'agreed';
    default:
      return 'completed';
  }
}

/**
 * The entries of a document take `status`, and the project settles (its status, its workspaces). Lines a
 * supplement only changes the terms of stay as their contract left them.
 */
export async function setEntries(repos: ContractsPorts, document: ContractDocumentRow, status: EntryStatus) {
  const ids = document.lines.filter((line) => !line.change).map((line) => line.entryId);
  const entries = await repos.projects.entriesByIds(ids);
  if (entries.length > 0)
    await repos.projects.updateEntries(
      entries.map((entry) => entry.id),
      { status },
    );
  await settleProject(repos, document.projectId, {
    workspaceIds: [...new Set(entries.map((entry) => entry.workspaceId))],
  });
}

/** Renders a document with its signatures and stores the bytes: the new file's id, hash and size. */
export async function storeRendering(repos: ContractsPorts, content: DocumentContent) {
  const bytes = await contractDocx(content);
  const sha256 = sha256Hex(bytes);
  const fileId = await repos.contracts.saveFile(bytes, sha256);
  return { fileId, sha256, fileSize: bytes.length };
}

/** What a stored document renders from; a supplement's and an act's name their contract's number. */
export function contentOf(
  row: ContractDocumentRow,
  contractNumber: string | null,
  signatures: readonly StoredSignature[] = row.signatures,
): DocumentContent {
  return {
    kind: row.kind as DocumentKind,
    number: row.number,
    date: row.date,
    contractNumber,
    projectName: row.projectName,
    owner: row.ownerParty,
    customer: row.customerParty,
    lines: row.lines,
    totals: row.totals,
    vatPercent: row.vatPercent,
    totalInWordsRu: row.totalInWordsRu,
    totalInWordsEn: row.totalInWordsEn,
    signatures,
    bilingual: row.bilingual,
  };
}

/** The parent contract's number of a supplement or act (null for a contract). */
export async function parentNumber(repos: ContractsPorts, row: ContractDocumentRow): Promise<string | null> {
  if (!row.contractId) return null;
  return (await repos.contracts.find(row.contractId))?.number ?? null;
}

/**
 * The effects of a change of a document: its audience's tabs pull (`documents`), and the other party
 * is notified ("Change Document Status" or "Document Updated"): the project's members when the owner's
 * side acted, the owner when the customer's did.
 */
export function documentEffects(
  now: () => Date,
  row: ContractDocumentRow,
  actor: { userId: string; side: DocumentSide } | null,
  subType: NotificationSubType,
  key: MessageKey,
  params: Record<string, string | number> = {},
): Effect[] {
  const others =
    actor === null ? documentAudience(row) : actor.side === 'owner' ? row.memberIds : [row.ownerId];
  const text = { key, params: { number: row.number, name: row.projectName, ...params } };
  return [
    syncHintEffect({ userIds: documentAudience(row), collection: 'documents', seq: row.seq }),
    ...[...new Set(others)]
      .filter((userId) => userId !== actor?.userId)
      .map((userId): Effect => ({
        kind: 'notification',
        payload: notificationEffect(userId, { type: 'Contract', subType, ...text, objectId: row.id }, now()),
      })),
  ];
}
