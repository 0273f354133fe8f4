import { accountRoles, type AccountRole } from './roles';
import { isBoolean, isNullableString, isNumber, isOneOf, isRecord, isString } from './shape';

/**
 * What `GET /api/user/info` (and the login) answers: the signed-in user. The API's schema is
 * `userInfoSchema` (./auth.ts); the shell reads the answer and the stored copy with `readUserInfo`, which
 * accepts exactly what that schema accepts, without loading the schema library on the first page
 * (tests/domain/user-info.test.ts holds both to the same cases).
 */
export interface UserInfo {
  _id: string;
  email: string;
  firstName: string;
  lastName: string;
  middleName: string | null;
  phone: string | null;
  newsletter: boolean;
  roles: AccountRole[];
  images: { url: string; width: number; height: number }[];
  photoUrl: string | null;
  language: 'en' | 'ru';
  createdAt: string;
}

const userLanguages = ['en', 'ru'] as const;

function readImage(value: unknown): UserInfo['images'][number] | null {
  if (!isRecord(value)) return null;
  const { url, width, height } = value;
  return isString(url) && isNumber(width) && isNumber(height) ? { url, width, height } : null;
}

/** The user of an answer or a stored copy, with only the known fields; null when its shape differs. */
export function readUserInfo(value: unknown): UserInfo | null {
  if (!isRecord(value)) return null;
  const { _id, email, firstName, lastName, middleName, phone, newsletter, roles, images, photoUrl } = value;
  const { language, createdAt } = value;
  if (!isString(_id) || !isString(email) || !isString(firstName) || !isString(lastName)) return null;
  if (!isNullableString(middleName) || !isNullableString(phone) || !isNullableString(photoUrl)) return null;
  if (!isBoolean(newsletter) || !isOneOf(userLanguages, language) || !isString(createdAt)) return null;
  if (!Array.isArray(roles) || !roles.every((role) => isOneOf(accountRoles, role))) return null;
  if (!Array.isArray(images)) return null;
  const readImages = images.map(readImage);
  if (readImages.some((image) => image === null)) return null;
  return {
    _id,
    email,
    firstName,
    lastName,
    middleName,
    phone,
    newsletter,
    roles: [...roles],
    images: readImages as UserInfo['images'],
    photoUrl,
    language,
    createdAt,
  };
}
