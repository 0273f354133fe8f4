import { z } from 'zod';
import { companyRoles, memberStatuses } from './roles';
import { legalEntityTypes } from './schemas';

/** The answers of `/api/legal-entity/*` (ids as `_id`, docs/decisions/0011-api-ids.md). */
const timestamp = z.string().meta({ format: 'date-time' });

export const legalEntityApiSchema = z.object({
  _id: z.string(),
  name: z.string(),
  type: z.enum(legalEntityTypes),
  tin: z.string(),
  address: z.string(),
  signatoryName: z.string(),
  signatoryPosition: z.string(),
  bik: z.string(),
  bank: z.string(),
  corrAccount: z.string(),
  account: z.string(),
  /** Marked verified by an administrator; documents drafted meanwhile show it beside the name. */
  verified: z.boolean(),
  createdAt: timestamp,
});
export type LegalEntityApi = z.infer<typeof legalEntityApiSchema>;

/** A member or a join request: who, their company role and rights, since when. */
export const legalEntityMemberApiSchema = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(companyRoles),
  rights: z.array(z.number().int()),
  status: z.enum(memberStatuses),
  createdAt: timestamp,
});
export type LegalEntityMemberApi = z.infer<typeof legalEntityMemberApiSchema>;

/**
 * My entity as `GET /api/legal-entity/info` answers it: its details, my role and rights, its active
 * members, and the pending join requests when I may manage members (else an empty list).
 */
export const myLegalEntityApiSchema = legalEntityApiSchema.extend({
  role: z.enum(companyRoles),
  rights: z.array(z.number().int()),
  members: z.array(legalEntityMemberApiSchema),
  requests: z.array(legalEntityMemberApiSchema),
});
export type MyLegalEntityApi = z.infer<typeof myLegalEntityApiSchema>;

/** A join request of mine that no one has answered yet. */
export const myJoinRequestApiSchema = z.object({
  entityId: z.string(),
  name: z.string(),
  tin: z.string(),
  createdAt: timestamp,
});
export type MyJoinRequestApi = z.infer<typeof myJoinRequestApiSchema>;

/** A user belongs to at most one entity, or has at most one request waiting (docs/decisions/0015). */
export const legalEntityInfoApiSchema = z.object({
  entity: myLegalEntityApiSchema.nullable(),
  request: myJoinRequestApiSchema.nullable(),
});
export type LegalEntityInfoApi = z.infer<typeof legalEntityInfoApiSchema>;
