import { env, expect, expectMail, test } from './support/e2e';
import {
  chooseFromAccountMenu,
  expectSnackbar,
  field,
  gone,
  signedInNewUser,
  visible,
  writePng,
} from './support/flows';

test('feedback with an image attachment reaches support by mail with the image', async ({ page }) => {
  const user = await signedInNewUser(page, 'feedback');
  const png = await writePng('broken-player.png');
  const message = `The player stops after the first track (${user.email})`;

  await chooseFromAccountMenu(page, 'Support and Feedback');
  const dialog = page.getByRole('dialog', { name: 'Support and Feedback' });
  await visible(dialog);
  await dialog.getByRole('combobox', { name: /^Subject/ }).click();
  await page.getByRole('option', { name: 'Bug report' }).click();
  await field(dialog, 'Message').fill(message);
  await dialog.getByLabel('Choose image').setInputFiles(png.file);
  await visible(dialog.getByRole('img', { name: 'Attached image preview' }));
  await dialog.getByRole('button', { name: 'Send' }).click();

  await expectSnackbar(
    page,
    'Your request has been sent, we will definitely check it and contact you if necessary',
  );
  await gone(dialog);

  const mail = await expectMail(env.supportEmail, (m) => m.text.includes(message));
  expect(mail.subject).toContain('bug_report');
  expect(mail.text).toContain(user.email);
  expect(mail.attachments).toHaveLength(1);
  const [attachment] = mail.attachments;
  expect(attachment?.contentType).toBe('image/png');
  expect(attachment?.filename).toBe('broken-player.png');
  expect(Buffer.from(attachment?.contentBase64 ?? '', 'base64').equals(png.bytes)).toBe(true);
});
