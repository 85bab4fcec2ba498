import type { MailMessage } from './mailer.ts';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

function mail(to: string, subject: string, greeting: string, lines: string[], action: string, link: string): MailMessage {
  const text = [greeting, '', ...lines, '', `${action}: ${link}`, '', 'Handcrafted Food Shop'].join('\n');
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    ...lines.map((l) => `<p>${escapeHtml(l)}</p>`),
    `<p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p>`,
    `<p>Handcrafted Food Shop</p>`,
  ].join('\n');
  return { to, subject, text, html, link };
}

/** The mail that confirms an address; the link is GET /api/v1/users/verify-email/{token}. */
export function verificationMail(to: string, name: string, link: string): MailMessage {
  return mail(
    to,
    'Please verify your email address',
    `Hello ${name},`,
    ['Thank you for signing up. Please confirm that this is your email address.', 'The link works for 24 hours.'],
    'Verify my email',
    link,
  );
}

/** The mail with a password reset link; the link opens the shop's reset page. */
export function passwordResetMail(to: string, name: string, link: string): MailMessage {
  return mail(
    to,
    'Reset your password',
    `Hello ${name},`,
    [
      'Someone asked to reset the password of your account. If it was you, choose a new password with the link below.',
      'The link works for one hour. If you did not ask for this, you can ignore this mail.',
    ],
    'Choose a new password',
    link,
  );
}
