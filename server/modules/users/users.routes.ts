import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { addRole, updatePassword, updateProfile, userInfo } from '../../../src/domain/api/users';
import { accountUpdateSchema } from '../../../src/domain/auth';
import { operationRoute } from '../../http/operation';
import type { MediaStore } from '../../media/media-store';
import { mediaRoutes } from '../../media/media.routes';
import { formBoolean, parseFields, readMultipart } from '../../media/multipart';
import { errorResponses as errors } from '../../http/schemas';
import { ACCESS_COOKIE, REFRESH_COOKIE, requireUser, setSessionCookies } from '../auth/index';
import { AVATAR_MAX_BYTES, type UsersService } from './users.service';

const profileBody = accountUpdateSchema
  .nullish()
  .describe(
    'JSON, or multipart/form-data with the same fields plus an `avatar` file (png/jpg, at most 5 MB)',
  );

/** Reads update-profile's fields and avatar from a multipart request. */
async function readProfileForm(request: FastifyRequest) {
  const { fields, files } = await readMultipart(request, {
    fileSize: AVATAR_MAX_BYTES,
    fileFields: ['avatar'],
  });
  const input = parseFields(accountUpdateSchema, {
    ...fields,
    ...(fields.middleName === '' ? { middleName: null } : {}),
    newsletter: formBoolean(fields.newsletter),
  });
  return { input, avatar: files.avatar?.data };
}

/** `/api/user/*`: the signed-in user's profile, password and roles; `/api/media/*` for stored images. */
export async function usersRoutes(
  app: FastifyInstance,
  { users: service, media, secure }: { users: UsersService; media: MediaStore; secure: boolean },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['users'];

  operationRoute(app, userInfo, { tags, errors: errors(401) }, async (request) =>
    // A visitor (no session cookie at all) is answered, not refused (issue 26 §4).
    !request.cookies[ACCESS_COOKIE] && !request.cookies[REFRESH_COOKIE]
      ? null
      : service.info(requireUser(request).id),
  );
  operationRoute(
    app,
    updateProfile,
    {
      tags,
      body: profileBody,
      errors: errors(400, 401, 409, 413, 415),
    },
    async (request) => {
      const { id } = requireUser(request);
      if (request.isMultipart()) {
        const { input, avatar } = await readProfileForm(request);
        return service.updateProfile(id, input, avatar);
      }
      return service.updateProfile(id, request.body ?? {});
    },
  );
  operationRoute(app, updatePassword, { tags, errors: errors(400, 401) }, async (request, reply) => {
    const session = await service.updatePassword(requireUser(request).id, request.body!);
    setSessionCookies(reply, secure, session);
    return { ok: true as const };
  });
  operationRoute(app, addRole, { tags, errors: errors(400, 401) }, async (request, reply) => {
    const { user, access } = await service.addRole(requireUser(request), request.body!);
    setSessionCookies(reply, secure, { access });
    return user;
  });
  await api.register(mediaRoutes, { media });
}
