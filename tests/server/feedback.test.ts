import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedback } from '../../server/db/schema/feedback';
import { multipart, relaxedLimits, signedIn } from './auth-support';
import { databaseTargets, profileHeaders, startTestApp, type TestApp } from './support/harness';

describe.each(databaseTargets)('feedback and bot link on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(target, relaxedLimits);
  });
  afterAll(() => t?.close());

  const send = async (
    cookies: Record<string, string>,
    fields: Record<string, string>,
    attachment?: { data: Buffer; filename: string; type: string },
  ) => {
    const form = await multipart(fields, attachment ? { attachment } : {});
    return t.app.inject({
      method: 'POST',
      url: '/api/email/feedback',
      headers: { ...profileHeaders(), ...form.headers },
      cookies,
      payload: form.payload,
    });
  };

  it('mails feedback with its image attachment to support', async () => {
    const user = await signedIn(t);
    const image = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#3366ff' } })
      .jpeg()
      .toBuffer();
    const res = await send(
      user.cookies,
      { type: 'feature_request', message: 'Please add dark mode' },
      { data: image, filename: 'screen shot.jpeg', type: 'image/jpeg' },
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ ok: true });
    const mail = await t.smtp.waitFor(t.config.supportEmail, (m) => m.text.includes('Please add dark mode'));
    expect(mail.subject).toBe('Feedback: feature_request');
    expect(mail.text).toContain(user.email);
    expect(mail.parsed.attachments).toHaveLength(1);
    const [attached] = mail.parsed.attachments;
    expect(attached?.contentType).toBe('image/jpeg');
    expect(attached?.filename).toBe('screen_shot.jpg');
    expect(Buffer.compare(attached!.content, image)).toBe(0);
    const [row] = await t.database.db.select().from(feedback).where(eq(feedback.userId, user.id));
    expect(row).toMatchObject({
      type: 'feature_request',
      message: 'Please add dark mode',
      attachmentType: 'image/jpeg',
    });
    expect(row?.attachmentFile).toMatch(/\.jpg$/);
  });

  it('defaults the subject to bug_report and accepts no attachment', async () => {
    const user = await signedIn(t);
    expect((await send(user.cookies, { message: 'Something broke' })).statusCode).toBe(201);
    const mail = await t.smtp.waitFor(t.config.supportEmail, (m) => m.text.includes('Something broke'));
    expect(mail.subject).toBe('Feedback: bug_report');
    expect(mail.parsed.attachments).toHaveLength(0);
  });

  it('refuses a missing message, an unknown subject and a non-image attachment', async () => {
    const user = await signedIn(t);
    const empty = await send(user.cookies, { type: 'bug_report', message: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields.message).toBe('Required field');
    expect((await send(user.cookies, { type: 'complaint', message: 'x' })).statusCode).toBe(400);
    const text = await send(
      user.cookies,
      { message: 'see file' },
      { data: Buffer.from('%PDF-1.4 not an image'), filename: 'doc.png', type: 'image/png' },
    );
    expect(text.statusCode).toBe(415);
    expect(text.json().message).toBe('Supported formats png, jpg');
    const gif = await multipart(
      { message: 'see file' },
      { attachment: { data: Buffer.from('GIF89a'), filename: 'a.gif', type: 'image/gif' } },
    );
    const ru = await t.app.inject({
      method: 'POST',
      url: '/api/email/feedback',
      headers: { ...profileHeaders(), 'accept-language': 'ru', ...gif.headers },
      cookies: user.cookies,
      payload: gif.payload,
    });
    expect(ru.statusCode).toBe(415);
    expect(ru.json().message).toBe('Поддерживаемые форматы png, jpg');
  });

  it('refuses feedback without a session', async () => {
    const res = await send({}, { message: 'hello' });
    expect(res.statusCode).toBe(401);
  });

  it('generates a one-time Telegram deep link for a signed-in user', async () => {
    const user = await signedIn(t);
    const generate = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/bot/link/generate',
        headers: profileHeaders(),
        cookies: user.cookies,
      });
    const first = await generate();
    expect(first.statusCode).toBe(200);
    const url = new URL(first.json().url);
    expect(`${url.origin}${url.pathname}`).toBe('https://t.me/CuelineBot');
    expect(url.searchParams.get('start')).toMatch(/^[\w-]{40,}$/);
    expect((await generate()).json().url).not.toBe(first.json().url);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/bot/link/generate',
      headers: profileHeaders(),
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
