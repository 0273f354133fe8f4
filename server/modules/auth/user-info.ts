import type { UserInfo } from '../../../src/domain/auth';
import { isAccountRole, languages, type Language } from '../../../src/domain/roles';
import type { UserRow } from '../../db/schema/users';

export const asLanguage = (value: string): Language =>
  (languages as readonly string[]).includes(value) ? (value as Language) : 'en';

/** The public shape of a user (`userInfoSchema`): `_id` is the id; the first image is the avatar. */
export function toUserInfo(row: UserRow): UserInfo {
  return {
    _id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    middleName: row.middleName,
    phone: row.phone,
    newsletter: row.newsletter,
    roles: row.roles.filter(isAccountRole),
    images: row.images,
    photoUrl: row.images[0]?.url ?? null,
    language: asLanguage(row.language),
    createdAt: row.createdAt.toISOString(),
  };
}
