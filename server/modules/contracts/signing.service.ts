import crypto from 'node:crypto';
import type { ContractApi, SignCodeAnswer } from '../../../src/domain/api/contracts';
import {
  awaitsSignatureOf,
  isFullySigned,
  nextStatus,
  signedSides,
  SIGN_CODE_TRIES,
  SIGN_CODE_TTL_MS,
  SIGN_LOCK_MS,
  SIGN_WRONG_TRIES,
  type DocumentKind,
  type DocumentSide,
  type DocumentStatus,
  type Sign,
  type SignMany,
} from '../../../src/domain/contracts';
import { translate } from '../../../src/domain/messages';
import type {
  ContractDocumentRow,
  SignCodeRow,
  SignGuardRow,
  StoredSignature,
} from '../../db/schema/contracts';
import { AppError, tooSoon } from '../../http/errors';
import { mailEffect } from '../../outbox/effects';
import type { SessionUser } from '../auth/index';
import { checkedContractApi } from './contracts.collection';
import {
  contentOf,
  documentEffects,
  entryStatusFor,
  parentNumber,
  partiesReadAhead,
  setEntries,
  signerSide,
  storeRendering,
  type ContractsContext,
  type ContractsPorts,
} from './contracts.shared';
import { completeContract, invoiceOnceSigned } from './invoices';
import { refuseUnagreedPrice } from './supplement-price';
import type { EntityMembership } from './party-directory';
import { refuseLocked, refuseTooSoon, withCodeRequest, withWrongTry } from './sign-guards.repository';

/** Where a signature came from (recorded with it). */
export interface SignatureOrigin {
  ip: string;
  userAgent: string;
}

/** A document to sign, as a lock mail names it. */
interface SignTarget {
  id: string;
  number: string;
}

/** What a code row keeps of its code: the SHA-256 of the row's id and the code. */
export const signCodeHash = (codeId: string, code: string) =>
  crypto.createHash('sha256').update(`${codeId}:${code}`).digest('hex');

/** "u***@example.com": enough to recognise the address, not to read it off a screen. */
const maskedEmail = (email: string) => {
  const [name = '', domain = ''] = email.split('@');
  return `${name.slice(0, 1)}***@${domain}`;
};

/** A document's state for a signature by `side`: 409 when signed already or not open for signing. */
function refuseUnsignable(row: ContractDocumentRow, side: DocumentSide) {
  const kind = row.kind as DocumentKind;
  const status = row.status as DocumentStatus;
  if (awaitsSignatureOf(kind, status, side)) return refuseUnagreedPrice(row);
  if (signedSides(kind, status).includes(side)) throw new AppError('CONFLICT', 'contracts.alreadySigned');
  throw new AppError('CONFLICT', 'contracts.notSigning');
}

/**
 * EDO signing with a simple electronic signature (docs/decisions/0016-contracts-and-signing.md): a
 * one-time code mailed to a user holding the signing right of a party's entity, entered with the SHA-256
 * of the bytes read. The signature records who, for which entity, when, from where, over which bytes;
 * the document is then rendered again with its signature sheet, as new bytes with a new SHA-256.
 */
export function signingService(context: ContractsContext) {
  /** The documents, each checked for the caller's signing right and open for their side's signature. */
  async function signable(user: SessionUser, ids: string[]) {
    const found: { row: ContractDocumentRow; side: DocumentSide; membership: EntityMembership }[] = [];
    for (const id of ids) {
      const row = await context.contracts.find(id);
      const { side, membership } = await signerSide(context, user, row);
      refuseUnsignable(row!, side);
      found.push({ row: row!, side, membership });
    }
    return found;
  }

  /** The mail telling the signer their signing of `numbers` is locked until `until` (docs/decisions/0033). */
  async function lockMail(repos: ContractsPorts, userId: string, numbers: string[], until: Date) {
    const contact = await repos.contracts.userContact(userId);
    if (!contact) return;
    const time = new Intl.DateTimeFormat(contact.language, {
      dateStyle: 'long',
      timeStyle: 'short',
      timeZone: 'UTC',
    }).format(until);
    const params = { count: SIGN_WRONG_TRIES, documents: numbers.join(', '), until: time };
    await repos.outbox.add([
      mailEffect({
        to: contact.email,
        subject: translate(contact.language, 'contracts.lockMailSubject'),
        text: translate(contact.language, 'contracts.lockMailText', params),
      }),
    ]);
  }

  /**
   * A wrong try: counted on the code (its fifth spends it) and on each document's guard, whatever code it
   * was made with; the try that locks a document mails the signer and answers the lock's 429.
   */
  async function wrongTry(
    repos: ContractsPorts,
    user: SessionUser,
    live: SignCodeRow,
    guards: SignGuardRow[],
    documents: SignTarget[],
  ): Promise<AppError> {
    const left = SIGN_CODE_TRIES - live.tries - 1;
    await repos.contracts.wrongTry(live.id, left <= 0);
    const now = context.now().getTime();
    const locked: string[] = [];
    for (const guard of guards) {
      const next = withWrongTry(guard, now);
      await repos.guards.save(next.guard);
      if (next.locked)
        locked.push(documents.find((document) => document.id === guard.documentId)?.number ?? '');
    }
    if (locked.length > 0) {
      await lockMail(repos, user.id, locked, new Date(now + SIGN_LOCK_MS));
      return tooSoon('contracts.signingLocked', SIGN_LOCK_MS);
    }
    return left <= 0
      ? new AppError('BAD_REQUEST', 'contracts.noTries')
      : new AppError('BAD_REQUEST', 'contracts.wrongCode', { count: left });
  }

  /**
   * Checks the caller's live code against `documents`: refused while one of them is locked for the caller;
   * a wrong try is counted (and kept) before its answer.
   */
  async function verifyCode(user: SessionUser, code: string, documents: SignTarget[]): Promise<string> {
    const outcome = await context.withTransaction(async (repos) => {
      const now = context.now().getTime();
      const guards = await repos.guards.lock(
        user.id,
        documents.map((document) => document.id),
      );
      refuseLocked(guards, now);
      const live = await repos.contracts.liveCode(user.id);
      if (!live || live.expiresAt.getTime() <= now)
        return { error: new AppError('BAD_REQUEST', 'contracts.codeExpired') };
      if (documents.some((document) => !live.documentIds.includes(document.id)))
        return { error: new AppError('BAD_REQUEST', 'contracts.codeNotForDocument') };
      if (signCodeHash(live.id, code) === live.codeHash) return { codeId: live.id };
      return { error: await wrongTry(repos, user, live, guards, documents) };
    });
    if ('error' in outcome) throw outcome.error;
    return outcome.codeId;
  }

  /** One signature, in the caller's transaction: recorded, rendered into the sheet, and what follows. */
  async function signOne(
    repos: ContractsPorts,
    known: Pick<ContractsContext, 'parties'>,
    user: SessionUser,
    id: string,
    sha256: string,
    origin: SignatureOrigin,
  ): Promise<ContractDocumentRow> {
    const row = await repos.contracts.lock(id);
    const { side, membership } = await signerSide(known, user, row);
    refuseUnsignable(row!, side);
    if (sha256 !== row!.sha256) throw new AppError('CONFLICT', 'contracts.bytesChanged');
    const kind = row!.kind as DocumentKind;
    const status = nextStatus(kind, row!.status as DocumentStatus, { type: 'sign', side })!;
    const signature: StoredSignature = {
      side,
      userId: user.id,
      signerName: (await repos.contracts.userContact(user.id))?.name ?? '',
      entityId: membership.entity._id,
      entityName: membership.entity.name,
      signedAt: context.now().toISOString(),
      sha256: row!.sha256,
      ip: origin.ip,
      userAgent: origin.userAgent.slice(0, 500),
    };
    const signatures = [...row!.signatures, signature];
    const file = await storeRendering(repos, contentOf(row!, await parentNumber(repos, row!), signatures));
    const complete = isFullySigned(kind, status);
    const fresh = await repos.contracts.update(row!.id, {
      status,
      signatures,
      ...file,
      ...(complete ? { signedAt: context.now() } : {}),
    });
    const entryStatus = entryStatusFor(kind, status);
    if (entryStatus) await setEntries(repos, fresh, entryStatus);
    await repos.outbox.add(
      documentEffects(
        context.now,
        fresh,
        { userId: user.id, side },
        'Change Document Status',
        complete ? 'contracts.signedByBoth' : 'contracts.signedByOther',
      ),
    );
    await invoiceOnceSigned(repos, context.now, fresh);
    if (kind === 'act' && status === 'completed') await completeContract(repos, context.now, fresh);
    return fresh;
  }

  async function signAll(
    user: SessionUser,
    code: string,
    documents: { id: string; sha256: string }[],
    origin: SignatureOrigin,
  ) {
    const found = await signable(
      user,
      documents.map((document) => document.id),
    );
    const codeId = await verifyCode(
      user,
      code,
      found.map(({ row }) => ({ id: row.id, number: row.number })),
    );
    const known = await partiesReadAhead(context, [user.id]);
    return context.withTransaction(async (repos) => {
      if (!(await repos.contracts.spendCode(codeId)))
        throw new AppError('BAD_REQUEST', 'contracts.codeExpired');
      const signed: ContractDocumentRow[] = [];
      for (const document of documents)
        signed.push(await signOne(repos, known, user, document.id, document.sha256, origin));
      // Answered before the commit: a signature no answer can report is not kept (docs/decisions/0036).
      return signed.map(checkedContractApi);
    });
  }

  return {
    /** `POST /api/contract/sign-code/{id}`: mails a code for the document (and `ids`), valid 10 minutes. */
    async requestCode(user: SessionUser, id: string, more: string[] = []): Promise<SignCodeAnswer> {
      const ids = [...new Set([id, ...more].map((value) => value.toLowerCase()))];
      const documents = await signable(user, ids);
      const contact = await context.contracts.userContact(user.id);
      if (!contact) throw new AppError('NOT_FOUND');
      const code = String(crypto.randomInt(0, 1_000_000)).padStart(6, '0');
      const now = context.now().getTime();
      const expiresAt = new Date(now + SIGN_CODE_TTL_MS);
      await context.withTransaction(async (repos) => {
        // docs/decisions/0033: a minute between codes, five an hour, none while locked.
        const guards = await repos.guards.lock(user.id, ids);
        refuseTooSoon(guards, now);
        for (const guard of guards) await repos.guards.save(withCodeRequest(guard, now));
        const row = await repos.contracts.insertCode({
          userId: user.id,
          documentIds: documents.map((document) => document.row.id),
          codeHash: '',
          expiresAt,
        });
        await repos.contracts.setCodeHash(row.id, signCodeHash(row.id, code));
        const params = { code, documents: documents.map((document) => document.row.number).join(', ') };
        await repos.outbox.add([
          mailEffect({
            to: contact.email,
            // The code is in the body only: a subject shows on lock screens and in mail previews.
            subject: translate(contact.language, 'contracts.codeMailSubject'),
            text: translate(contact.language, 'contracts.codeMailText', params),
          }),
        ]);
      });
      return {
        sentTo: maskedEmail(contact.email),
        expiresAt: expiresAt.toISOString(),
        documentIds: documents.map((document) => document.row.id),
      };
    },

    /** `POST /api/contract/sign/{id}`: the caller's side signs the bytes whose SHA-256 they give. */
    async sign(user: SessionUser, id: string, input: Sign, origin: SignatureOrigin): Promise<ContractApi> {
      const [answer] = await signAll(user, input.code, [{ id, sha256: input.sha256 }], origin);
      return answer!;
    },

    /** `POST /api/contract/sign-many`: several documents under one code, all or none. */
    async signMany(user: SessionUser, input: SignMany, origin: SignatureOrigin): Promise<ContractApi[]> {
      const documents = input.documents.map((document) => ({ id: document._id, sha256: document.sha256 }));
      return signAll(user, input.code, documents, origin);
    },
  };
}

export type SigningService = ReturnType<typeof signingService>;
