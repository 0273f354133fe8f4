import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { messages, translate } from '../../src/domain/messages';
import { validationMessage } from '../../server/http/validation-messages';
import { signedIn } from './auth-support';
import { databaseTargets, profileHeaders, startTestApp, type TestApp } from './support/harness';

/** The issue fastify-type-provider-zod reports for a value a schema refuses. */
function issueOf(schema: z.ZodType, value: unknown) {
  const result = schema.safeParse(value);
  if (result.success) throw new Error('the value was expected to fail');
  const issue = result.error.issues[0]!;
  const { code, message, path: _path, ...params } = issue;
  return { keyword: code, message, params };
}

describe('validation messages of the schema library become catalogue keys', () => {
  const cases: [string, z.ZodType, unknown, string, Record<string, string>][] = [
    ['a number below its minimum', z.number().min(1), 0, 'validation.atLeast', { min: '1' }],
    ['a number above its maximum', z.number().max(100), 101, 'validation.atMost', { max: '100' }],
    ['a short string', z.string().min(3), 'ab', 'validation.tooShort', { min: '3' }],
    ['a long string', z.string().max(5), 'abcdef', 'validation.tooLong', { max: '5' }],
    ['too few items', z.array(z.string()).min(1), [], 'validation.tooFew', { min: '1' }],
    ['too many items', z.array(z.string()).max(1), ['a', 'b'], 'validation.atMostItems', { max: '1' }],
    ['a missing value', z.object({ name: z.string() }), {}, 'validation.required', {}],
    ['text where a number goes', z.number(), 'ten', 'validation.number', {}],
    ['a number where text goes', z.string(), 10, 'validation.invalidType', {}],
    ['a bad e-mail', z.email(), 'nobody', 'validation.invalidEmail', {}],
    ['a bad uuid', z.uuid(), 'abc', 'validation.invalidId', {}],
    ['a bad url', z.url(), 'not a url', 'validation.invalidUrl', {}],
    ['a value outside an enum', z.enum(['a', 'b']), 'c', 'validation.unknownOption', {}],
    ['an unknown field', z.strictObject({}), { extra: 1 }, 'validation.unknownField', { keys: 'extra' }],
    [
      'a schema message that is a key',
      z.string().max(2, 'validation.tooLong'),
      'abc',
      'validation.tooLong',
      { max: '2' },
    ],
  ];
  it.each(cases)('%s', (_name, schema, value, key, params) => {
    const message = validationMessage(issueOf(schema, value));
    expect(message.key).toBe(key);
    expect(message.params).toMatchObject(params);
    expect(messages.ru[message.key]).not.toBe(messages.en[message.key]);
  });

  it('fills the limits into the Russian text', () => {
    const { key, params } = validationMessage(issueOf(z.number().min(1), 0));
    expect(translate('ru', key, params)).toBe('Должно быть не меньше 1.');
  });
});

describe.each(databaseTargets)('query and path parameters answer in the caller language (%s)', (target) => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await startTestApp(target);
    const user = await signedIn(t);
    cookie = `cueline_access=${user.cookies.cueline_access}`;
  });
  afterAll(() => t.close());

  const get = (url: string, language: string) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: { ...profileHeaders(), cookie, 'accept-language': language },
    });

  it('a query value out of range', async () => {
    const ru = await get('/api/notifications/info?limit=0', 'ru');
    expect(ru.statusCode).toBe(400);
    expect(ru.json()).toMatchObject({
      code: 'VALIDATION',
      message: 'Должно быть не меньше 1.',
      fields: { limit: 'Должно быть не меньше 1.' },
    });
    const en = await get('/api/notifications/info?limit=0', 'en');
    expect(en.json()).toMatchObject({ message: 'Must be at least 1.' });
  });

  it('a query value that is not a number', async () => {
    const res = await get('/api/notifications/info?page=first', 'ru');
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ page: 'Введите целое число.' });
  });

  it('a query value outside its list', async () => {
    const res = await get('/api/notifications/info?onlyUnread=maybe', 'ru');
    expect(res.json().fields).toEqual({ onlyUnread: 'Выберите значение из списка.' });
  });
});
