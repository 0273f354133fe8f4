import { z } from 'zod';
import { companyRoles, memberStatuses } from '../legal-entities/roles';
import { legalEntityTypes } from '../legal-entities/schemas';
import { adminUserQuerySchema } from './index';

/** The admin area's Companies section (docs/decisions/0018-admin-area.md): legal entities and their members. */
export const adminCompanyQuerySchema = adminUserQuerySchema;
export type AdminCompanyQuery = z.output<typeof adminCompanyQuerySchema>;

export const adminCompanySchema = z.object({
  _id: z.string(),
  name: z.string(),
  type: z.enum(legalEntityTypes),
  tin: z.string(),
  members: z.number(),
  verified: z.boolean(),
  verifiedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminCompany = z.infer<typeof adminCompanySchema>;

export const adminCompanyMemberSchema = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(companyRoles),
  rights: z.array(z.number().int()),
  status: z.enum(memberStatuses),
});
export type AdminCompanyMember = z.infer<typeof adminCompanyMemberSchema>;

/** One entity with its details and everyone in it, join requests included (status pending). */
export const adminCompanyDetailSchema = adminCompanySchema.extend({
  address: z.string(),
  signatoryName: z.string(),
  signatoryPosition: z.string(),
  memberList: z.array(adminCompanyMemberSchema),
});
export type AdminCompanyDetail = z.infer<typeof adminCompanyDetailSchema>;

export const companyVerificationSchema = z.object({ verified: z.boolean() });
