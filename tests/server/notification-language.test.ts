import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { ProjectApi } from '../../src/domain/api/projects';
import { translate } from '../../src/domain/messages';
import type { NotificationPage } from '../../src/domain/notifications';
import type { Language } from '../../src/domain/roles';
import { users } from '../../server/db/schema/users';
import { databaseTargets, startTestApp, type TestApp } from './support/harness';
import { createTestUser, testEnv, type TestUser } from './sync-fixtures';

/**
 * Issue 26 §1: what the server writes to a person reads in that person's language. A notification carries
 * the catalogue key and its parameters, which the reader's client renders with the same catalogue (its
 * i18next namespace `messages`); a mail is rendered on the server in the recipient's stored language.
 */
describe.each(databaseTargets)('server texts in the reader language on %s', (target) => {
  let t: TestApp;
  let russian: TestUser;
  let english: TestUser;

  const speaking = async (language: Language) => {
    const user = await createTestUser(t.database);
    await t.database.db.update(users).set({ language }).where(eq(users.id, user.id));
    return user;
  };
  const emailOf = async (user: TestUser) =>
    (await t.database.db.select({ email: users.email }).from(users).where(eq(users.id, user.id)))[0]!.email;
  const post = async <T>(user: TestUser, url: string, payload: object): Promise<T> => {
    const res = await t.app.inject({ method: 'POST', url: `/api${url}`, headers: user.headers(), payload });
    expect(res.statusCode, res.body).toBeLessThan(300);
    return res.json() as T;
  };
  const notices = async (user: TestUser) => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/notifications/info',
      headers: user.headers(),
    });
    return (res.json() as NotificationPage).data;
  };
  /** The text the reader's client shows: the key looked up in the reader's language, else the stored text. */
  const shown = (notice: NotificationPage['data'][number], language: Language) =>
    notice.messageKey ? translate(language, notice.messageKey, notice.params) : notice.message;

  beforeAll(async () => {
    t = await startTestApp(target, testEnv);
    russian = await speaking('ru');
    english = await speaking('en');
  });
  afterAll(() => t?.close());

  it('a member added to a project reads the notice in their own language', async () => {
    const creator = await speaking('en');
    const project = await post<ProjectApi>(creator, '/project/create', { name: 'Harbour', type: 'film' });
    for (const member of [russian, english])
      await post(creator, `/project/add-member/${project._id}`, {
        email: await emailOf(member),
        role: 'viewer',
      });

    await expect.poll(async () => (await notices(russian)).length).toBe(1);
    await expect.poll(async () => (await notices(english)).length).toBe(1);
    const [forRussian] = await notices(russian);
    const [forEnglish] = await notices(english);
    expect(forRussian).toMatchObject({ messageKey: 'projects.memberAdded', params: { name: 'Harbour' } });
    expect(shown(forRussian!, 'ru')).toBe(translate('ru', 'projects.memberAdded', { name: 'Harbour' }));
    expect(shown(forRussian!, 'ru')).toMatch(/[а-яё]{4,}/i);
    expect(shown(forRussian!, 'ru')).toContain('Harbour');
    expect(shown(forEnglish!, 'en')).toBe(translate('en', 'projects.memberAdded', { name: 'Harbour' }));
    expect(shown(forEnglish!, 'en')).not.toMatch(/[а-яё]{4,}/i);
    // The English text is kept beside the key, for lists that show stored text only.
    expect(forRussian!.message).toBe(shown(forEnglish!, 'en'));
  });

  it('a mail follows the language the user last chose in the interface', async () => {
    const user = await speaking('en');
    const email = await emailOf(user);
    const saved = await t.app.inject({
      method: 'PATCH',
      url: '/api/user/update-profile',
      headers: user.headers(),
      payload: { language: 'ru' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ language: 'ru' });
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      headers: { 'x-user-profile': 'customer', 'accept-language': 'en' },
      payload: { email },
    });
    expect(asked.statusCode, asked.body).toBeLessThan(300);
    const mail = await t.smtp.waitFor(email);
    expect(mail.subject).toBe(translate('ru', 'mail.reset.subject'));
    expect(mail.text).toMatch(/[а-яё]{4,}/i);
    const refused = await t.app.inject({
      method: 'PATCH',
      url: '/api/user/update-profile',
      headers: user.headers(),
      payload: { language: 'de' },
    });
    expect(refused.statusCode).toBe(400);
  });

  it('an invitation mail speaks the inviter language, Russian or English', async () => {
    for (const [inviter, language] of [
      [russian, 'ru'],
      [english, 'en'],
    ] as const) {
      const project = await post<ProjectApi>(inviter, '/project/create', { name: 'Harbour', type: 'film' });
      const email = `invitee-${language}-${project._id.slice(0, 8)}@example.test`;
      await post(inviter, `/project/add-member/${project._id}`, { email, role: 'viewer' });
      const mail = await t.smtp.waitFor(email);
      expect(mail.subject).toBe(translate(language, 'projects.inviteSubject', { name: 'Harbour' }));
      if (language === 'ru') expect(`${mail.subject} ${mail.text}`).toMatch(/[а-яё]{4,}/i);
      else expect(`${mail.subject} ${mail.text}`).not.toMatch(/[а-яё]{4,}/i);
    }
  });
});
