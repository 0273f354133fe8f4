import { z } from 'zod';
import {
  acceptMemberSchema,
  declineMemberSchema,
  joinLegalEntitySchema,
  legalEntityApiSchema,
  legalEntityChangeSchema,
  legalEntityFieldsSchema,
  legalEntityInfoApiSchema,
  legalEntityMemberApiSchema,
} from '../legal-entities';
import { defineOperation } from './operation';

/**
 * Legal entities and company roles (docs/licensing.md §5, docs/decisions/0015-legal-entities.md): a user
 * creates their entity or asks to join one by TIN; its main_admin or members with the right to manage
 * members accept or decline requests and set roles and rights. `{id}` is the entity's id.
 */
const idParams = z.object({ id: z.string().max(100) });

export const createLegalEntity = defineOperation({
  id: 'legalEntity.create',
  summary: 'Create my legal entity (I become its main administrator)',
  access: 'session',
  method: 'POST',
  path: '/legal-entity/create',
  body: legalEntityFieldsSchema,
  response: legalEntityInfoApiSchema,
});

export const legalEntityInfo = defineOperation({
  id: 'legalEntity.info',
  summary: 'Get my legal entity with my role and rights, or my pending join request',
  access: 'session',
  method: 'GET',
  path: '/legal-entity/info',
  response: legalEntityInfoApiSchema,
});

export const joinLegalEntity = defineOperation({
  id: 'legalEntity.join',
  summary: 'Ask to join a legal entity by its TIN',
  access: 'session',
  method: 'POST',
  path: '/legal-entity/join',
  body: joinLegalEntitySchema,
  response: legalEntityInfoApiSchema,
});

export const acceptLegalEntityMember = defineOperation({
  id: 'legalEntity.acceptMember',
  summary: "Accept a join request, or change a member's role and rights",
  access: 'session',
  method: 'PATCH',
  path: '/legal-entity/accept-member/:id',
  params: idParams,
  body: acceptMemberSchema,
  response: legalEntityMemberApiSchema,
});

export const declineLegalEntityMember = defineOperation({
  id: 'legalEntity.declineMember',
  summary: 'Decline a join request',
  access: 'session',
  method: 'PATCH',
  path: '/legal-entity/decline-member/:id',
  params: idParams,
  body: declineMemberSchema,
  response: z.object({ userId: z.string(), declined: z.literal(true) }),
});

export const changeLegalEntity = defineOperation({
  id: 'legalEntity.change',
  summary: "Change my legal entity's details",
  access: 'session',
  method: 'PATCH',
  path: '/legal-entity/change/:id',
  params: idParams,
  body: legalEntityChangeSchema,
  response: legalEntityApiSchema,
});
