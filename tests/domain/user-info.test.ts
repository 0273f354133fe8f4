import { describe, expect, expectTypeOf, it } from 'vitest';
import { userInfoSchema, type UserInfo as SchemaUserInfo } from '../../src/domain/auth';
import { readUserInfo, type UserInfo } from '../../src/domain/user-info';

/** readUserInfo accepts what userInfoSchema accepts and answers what it parses (unknown keys dropped). */
const user = {
  _id: 'u1',
  email: 'a@b.co',
  firstName: 'Ann',
  lastName: 'Lee',
  middleName: null,
  phone: '+79990001122',
  newsletter: false,
  roles: ['customer', 'owner'],
  images: [{ url: '/a.webp', width: 64, height: 64 }],
  photoUrl: null,
  language: 'ru',
  createdAt: '2026-01-01T00:00:00.000Z',
};

const cases: [string, unknown][] = [
  ['a full user', user],
  ['an admin with no images', { ...user, roles: ['admin'], images: [] }],
  ['a middle name and photo', { ...user, middleName: 'M', photoUrl: '/p.webp' }],
  ['extra keys', { ...user, passwordHash: 'x', images: [{ url: '/a', width: 1, height: 2, kind: 'x' }] }],
  ['empty strings', { ...user, _id: '', email: '', firstName: '' }],
  ['no roles', { ...user, roles: [] }],
  ['null', null],
  ['an array', [user]],
  ['a string', JSON.stringify(user)],
  ['no _id', { ...user, _id: undefined }],
  ['a numeric _id', { ...user, _id: 1 }],
  ['a missing phone', { ...user, phone: undefined }],
  ['an unknown role', { ...user, roles: ['customer', 'label'] }],
  ['roles not an array', { ...user, roles: 'customer' }],
  ['an unknown language', { ...user, language: 'es' }],
  ['newsletter as a string', { ...user, newsletter: 'false' }],
  ['an image without a width', { ...user, images: [{ url: '/a', height: 2 }] }],
  ['an image with a string height', { ...user, images: [{ url: '/a', width: 1, height: '2' }] }],
  ['an image that is null', { ...user, images: [null] }],
  ['images not an array', { ...user, images: {} }],
  ['a numeric createdAt', { ...user, createdAt: 0 }],
  ['an infinite width', { ...user, images: [{ url: '/a', width: Infinity, height: 1 }] }],
];

describe('readUserInfo', () => {
  it.each(cases)('%s: the same answer as userInfoSchema', (_, value) => {
    const parsed = userInfoSchema.safeParse(value);
    expect(readUserInfo(value)).toEqual(parsed.success ? parsed.data : null);
  });

  it('accepts the full user and drops unknown keys', () => {
    expect(readUserInfo({ ...user, extra: 1 })).toEqual(user);
    expect(readUserInfo({ ...user, roles: ['label'] })).toBeNull();
  });

  it('has the type the schema infers', () => {
    expectTypeOf<UserInfo>().toEqualTypeOf<SchemaUserInfo>();
  });
});
