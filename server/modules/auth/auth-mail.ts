import { translate } from '../../../src/domain/messages';
import { paths } from '../../../src/domain/routes';
import type { Mail } from '../../mail/mailer';
import { asLanguage } from './user-info';

interface Recipient {
  email: string;
  firstName: string;
  language: string;
}

function linkMail(kind: 'confirm' | 'reset', user: Recipient, link: string): Mail {
  const language = asLanguage(user.language);
  const params = { name: user.firstName, link };
  const text = translate(language, `mail.${kind}.body`, params);
  const html = text
    .split('\n')
    .map((line) => (line === link ? `<a href="${encodeURI(link)}">${link}</a>` : escapeHtml(line)))
    .join('<br>');
  return { to: user.email, subject: translate(language, `mail.${kind}.subject`), text, html };
}

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** The signup confirmation mail, in the user's language, linking to /auth/confirm-signup. */
export const confirmSignupMail = (user: Recipient, publicUrl: string, token: string) =>
  linkMail('confirm', user, `${publicUrl}${paths.confirmSignup}?token=${encodeURIComponent(token)}`);

/** The password reset mail, in the user's language, linking to /auth/reset-password. */
export const resetPasswordMail = (user: Recipient, publicUrl: string, token: string) =>
  linkMail('reset', user, `${publicUrl}${paths.resetPassword}?token=${encodeURIComponent(token)}`);
