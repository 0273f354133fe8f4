import type { CueDatabase } from '../db';
import { changeArtist } from '../domain/api/catalog';
import {
  acceptLegalEntityMember,
  changeLegalEntity,
  createLegalEntity,
  declineLegalEntityMember,
  joinLegalEntity,
  legalEntityInfo,
} from '../domain/api/legal-entities';
import type { Operation, OperationInput } from '../domain/api/operation';
import type { ApiClient } from './api-client';
import { keepAnswer, operationQuery } from './local-query';
import { callOperation, callOperationLocal } from './operation-client';

/**
 * The legal entity's commands (docs/licensing.md §5, docs/decisions/0015-legal-entities.md). An answer
 * that is the whole of what the settings show (my entity, or my join request) is written where the screen
 * reads it, the kept answer of `myLegalEntityQuery`; after the others the screen asks again.
 */

/** `GET /api/legal-entity/info`: my entity, or my pending join request; kept and shown offline. */
export const myLegalEntityQuery = operationQuery(legalEntityInfo, {});

type Body<Op extends Operation> = OperationInput<Op> extends { body: infer B } ? B : never;

/** Keeps a command's answer as my legal entity; false when no local database is open to keep it. */
async function keptAsMine(
  db: CueDatabase | null,
  answer: Awaited<ReturnType<typeof myLegalEntityQuery.fetch>>,
): Promise<boolean> {
  if (!db) return false;
  await keepAnswer(db, myLegalEntityQuery, answer);
  return true;
}

/** Creates my legal entity; resolves whether its answer was kept (else ask `myLegalEntityQuery` again). */
export const createMyLegalEntity = async (
  api: ApiClient,
  db: CueDatabase | null,
  body: Body<typeof createLegalEntity>,
) => keptAsMine(db, await callOperationLocal(api, createLegalEntity, { body }));

/** Asks to join an entity by its TIN; resolves whether the answer (my request) was kept. */
export const askToJoinLegalEntity = async (
  api: ApiClient,
  db: CueDatabase | null,
  body: Body<typeof joinLegalEntity>,
) => keptAsMine(db, await callOperationLocal(api, joinLegalEntity, { body }));

export const changeMyLegalEntity = (api: ApiClient, id: string, body: Body<typeof changeLegalEntity>) =>
  callOperation(api, changeLegalEntity, { params: { id }, body });

/** Accepts a join request, or changes a member's role and rights. */
export const acceptMember = (api: ApiClient, id: string, body: Body<typeof acceptLegalEntityMember>) =>
  callOperation(api, acceptLegalEntityMember, { params: { id }, body });

export const declineMember = (api: ApiClient, id: string, userId: string) =>
  callOperation(api, declineLegalEntityMember, { params: { id }, body: { userId } });

/** Changes a performer of my entity (bio, website; a photo as form data). */
export const changePerformer = (api: ApiClient, id: string, body: Body<typeof changeArtist>) =>
  callOperation(api, changeArtist, { params: { id }, body });
