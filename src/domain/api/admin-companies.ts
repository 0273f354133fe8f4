import { z } from 'zod';
import { adminPage } from '../admin';
import {
  adminCompanyDetailSchema,
  adminCompanyQuerySchema,
  adminCompanySchema,
  companyVerificationSchema,
} from '../admin/companies';
import { defineOperation } from './operation';

/** `/api/admin/companies*`: legal entities as the admin area sees and verifies them. */
const idParams = z.object({ id: z.string().max(100) });

export const adminCompanies = defineOperation({
  id: 'admin.companies',
  method: 'GET',
  path: '/admin/companies',
  summary: 'Find legal entities by name or TIN, with member counts and the verified mark',
  access: 'session',
  query: adminCompanyQuerySchema,
  response: adminPage(adminCompanySchema),
});

export const adminCompany = defineOperation({
  id: 'admin.company',
  method: 'GET',
  path: '/admin/companies/:id',
  summary: 'One legal entity with its members and join requests',
  access: 'session',
  params: idParams,
  response: adminCompanyDetailSchema,
});

export const verifyCompany = defineOperation({
  id: 'admin.verifyCompany',
  method: 'PATCH',
  path: '/admin/companies/verify/:id',
  summary: 'Mark a legal entity verified, or take the mark away; new documents show it',
  access: 'session',
  params: idParams,
  body: companyVerificationSchema,
  response: adminCompanyDetailSchema,
});
