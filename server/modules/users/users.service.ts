import type { z } from 'zod';
import type {
  addRoleSchema,
  changePasswordSchema,
  accountUpdateSchema,
  UserInfo,
} from '../../../src/domain/auth';
import { isAccountRole } from '../../../src/domain/roles';
import type { UserRow } from '../../db/schema/users';
import { AppError } from '../../http/errors';
import { detectImage } from '../../media/image-type';
import { mediaFileOf, type MediaStore } from '../../media/media-store';
import { type AccessTokens, hashPassword, type SessionUser, toUserInfo, verifyPassword } from '../auth/index';
import { isUniqueViolation, type ProfileChanges, type UsersRepository } from './users.repository';

export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;

export interface UsersServiceDeps {
  repo: UsersRepository;
  media: MediaStore;
  tokens: AccessTokens;
  /** The auth module's sessions: a password change ends them all and opens a new one for the caller. */
  sessions: {
    restartSessions(user: { id: string; roles: string[] }): Promise<{ access: string; refresh: string }>;
  };
  now: () => Date;
}

export function createUsersService(deps: UsersServiceDeps) {
  const { repo, now } = deps;

  async function load(userId: string): Promise<UserRow> {
    const user = await repo.findById(userId);
    if (!user) throw new AppError('UNAUTHORIZED');
    return user;
  }

  async function save(userId: string, changes: Parameters<UsersRepository['update']>[1]): Promise<UserRow> {
    try {
      const row = await repo.update(userId, changes, now());
      if (!row) throw new AppError('UNAUTHORIZED');
      return row;
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError('USER_EXISTS');
      throw error;
    }
  }

  async function storeAvatar(data: Buffer) {
    const kind = detectImage(data);
    if (!kind)
      throw new AppError(
        'UNSUPPORTED_FILE',
        'validation.supportedImages',
        {},
        { avatar: 'validation.supportedImages' },
      );
    try {
      return await deps.media.saveAvatar(data, kind);
    } catch {
      throw new AppError(
        'UNSUPPORTED_FILE',
        'validation.supportedImages',
        {},
        { avatar: 'validation.supportedImages' },
      );
    }
  }

  return {
    info: async (userId: string): Promise<UserInfo> => toUserInfo(await load(userId)),

    /** Changes the given fields; a new avatar (png/jpg by its bytes) becomes the first image, replacing the old one. */
    async updateProfile(
      userId: string,
      input: z.output<typeof accountUpdateSchema>,
      avatar?: Buffer,
    ): Promise<UserInfo> {
      const user = await load(userId);
      const changes: ProfileChanges = { ...input };
      if (input.phone === '') changes.phone = null;
      if (avatar) {
        const stored = await storeAvatar(avatar);
        changes.images = [{ url: stored.url, width: stored.width, height: stored.height }];
      }
      const updated = await save(userId, changes);
      if (avatar) {
        for (const image of user.images) {
          const file = mediaFileOf(image.url);
          if (file) await deps.media.remove(file);
        }
      }
      return toUserInfo(updated);
    },

    /**
     * Sets the new password and signs every session of the user out, the caller's too; the caller goes
     * on with the returned new session (OWASP ASVS 3.3.3).
     */
    async updatePassword(
      userId: string,
      input: z.output<typeof changePasswordSchema>,
    ): Promise<{ access: string; refresh: string }> {
      const user = await load(userId);
      if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
        throw new AppError(
          'BAD_REQUEST',
          'error.wrongPassword',
          {},
          { currentPassword: 'error.wrongPassword' },
        );
      }
      const updated = await save(userId, { passwordHash: await hashPassword(input.newPassword) });
      return deps.sessions.restartSessions(updated);
    },

    /** Adds customer or owner (admin is never granted here); returns a fresh access token carrying it. */
    async addRole(
      caller: Pick<SessionUser, 'id' | 'sessionId'>,
      input: z.output<typeof addRoleSchema>,
    ): Promise<{ user: UserInfo; access: string }> {
      const user = await load(caller.id);
      const roles = user.roles.includes(input.role) ? user.roles : [...user.roles, input.role];
      const updated = roles === user.roles ? user : await save(caller.id, { roles });
      const access = await deps.tokens.sign({
        id: updated.id,
        roles: updated.roles.filter(isAccountRole),
        sessionId: caller.sessionId,
      });
      return { user: toUserInfo(updated), access };
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
