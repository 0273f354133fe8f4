import { z } from 'zod';
import { accountUpdateSchema, addRoleSchema, changePasswordSchema, userInfoSchema } from '../auth';
import { defineOperation } from './operation';
import { updateProfileRoute, userInfoRoute } from './session-routes';

/** `/api/user/*`: the signed-in user's profile, password and roles (docs/product.md §7). */
const ok = z.object({ ok: z.literal(true) });

/**
 * The signed-in user; `null` for a request carrying no session cookie at all (a visitor: a normal answer,
 * not a 401). A session cookie that no longer holds is still a 401, which the client answers by refreshing.
 */
export const userInfo = defineOperation({
  ...userInfoRoute,
  summary: 'Get my account (null for a visitor without a session)',
  access: 'session',
  response: userInfoSchema.nullable(),
});

/** JSON fields, or multipart with the same fields plus an `avatar` file (the form itself is sent then). */
export const updateProfile = defineOperation({
  ...updateProfileRoute,
  summary: 'Update my profile',
  access: 'session',
  body: accountUpdateSchema,
  bodyKind: 'jsonOrMultipart',
  response: userInfoSchema,
});

export const updatePassword = defineOperation({
  id: 'user.updatePassword',
  method: 'PATCH',
  path: '/user/update-password',
  summary: 'Change my password',
  access: 'session',
  body: changePasswordSchema,
  response: ok,
});

export const addRole = defineOperation({
  id: 'user.addRole',
  method: 'PATCH',
  path: '/user/add-role',
  summary: 'Add a role to my account',
  access: 'session',
  body: addRoleSchema,
  response: userInfoSchema,
});
