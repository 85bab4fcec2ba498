import type { MailMessage } from './mailer.ts';
import { site } from '../../shared/site.ts';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

function mail(to: string, subject: string, greeting: string, lines: string[], action: string, link: string): MailMessage {
  const text = [greeting, '', ...lines, '', `${action}: ${link}`, '', site.name].join('\n');
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    ...lines.map((l) => `<p>${escapeHtml(l)}</p>`),
    `<p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p>`,
    `<p>${escapeHtml(site.name)}</p>`,
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

/**
 * To the address an account leaves: its owner learns of a change made with her password (decision
 * 166) by someone who knew it, while her mailbox still speaks for her.
 */
export function emailChangedMail(to: string, name: string, newEmail: string, link: string): MailMessage {
  return mail(
    to,
    'The email of your account was changed',
    `Hello ${name},`,
    [
      `The email address of your account is now ${newEmail}. The shop's mails, a password reset's too, go there from now on.`,
      `If you did not change it, call us at ${site.supportPhone} or write to ${site.supportEmail} at once, from this address.`,
    ],
    'Contact the shop',
    link,
  );
}

/**
 * To an account whose password was changed on its account page (decision 185): a change made by
 * someone who knew the old password, or held a session, reaches the owner while her mailbox is
 * still hers. The link asks for a reset, which signs every device out.
 */
export function passwordChangedMail(to: string, name: string, link: string): MailMessage {
  return mail(
    to,
    'The password of your account was changed',
    `Hello ${name},`,
    [
      'The password of your account was changed, and every other device signed in to it was signed out.',
      `If you did not change it, choose a new password with the link below at once, and call us at ${site.supportPhone} or write to ${site.supportEmail}.`,
    ],
    'Choose a new password',
    link,
  );
}

/** To a shopper who asked to be told (decision 198): the product she waited for is on sale again. */
export function backInStockMail(to: string, name: string, product: string, link: string): MailMessage {
  return mail(
    to,
    `${product} is back in stock`,
    `Hello ${name},`,
    [`${product} is back in stock, as you asked us to tell you. Stock is small: the women who make it pack a batch at a time.`, 'We mail this once; ask again on its page if it runs out before you order.'],
    `See ${product}`,
    link,
  );
}

/**
 * To the address of an account its owner just deleted (decision 189), the last mail the shop sends
 * there: what went, what the law has the shop keep, and whom to call if it was not her.
 */
export function accountDeletedMail(to: string, name: string, link: string): MailMessage {
  return mail(
    to,
    'Your account has been deleted',
    `Hello ${name},`,
    [
      'Your account at the shop has been deleted, as you asked: your name, email, phone, addresses, cart, wishlist and reviews are gone, and you are signed out everywhere.',
      'The shop keeps your past orders, with the address each was delivered to, as the law asks of a shop for its accounts. You can sign up again with this email at any time.',
      `If you did not ask for this, call us at ${site.supportPhone} or write to ${site.supportEmail}.`,
    ],
    'Contact the shop',
    link,
  );
}

/** What changed, for the order mail: its subject and the sentences that say it. */
export type OrderMailFacts = {
  orderNumber: string;
  type: 'placed' | 'shipped' | 'delivered' | 'cancelled' | 'return-approved' | 'return-rejected' | 'refunded';
  paymentMethod: 'online' | 'cod';
  total: string;
  carrier?: string | null;
  trackingNumber?: string | null;
  note?: string | null;
};

/** The mail that tells the shopper their order moved on; the link opens the order's page. */
export function orderMail(to: string, name: string, facts: OrderMailFacts, link: string): MailMessage {
  const n = facts.orderNumber;
  const note = facts.note ? [`Note from the shop: ${facts.note}`] : [];
  const words: Record<OrderMailFacts['type'], [string, string[]]> = {
    placed: [
      `Your order ${n} is placed`,
      [
        `Thank you for your order ${n} of ${facts.total}.`,
        facts.paymentMethod === 'cod' ? 'Please keep the amount ready: you pay in cash when it is delivered.' : 'Your payment is received.',
        'We will mail you again when it is on its way.',
      ],
    ],
    shipped: [
      `Your order ${n} is on its way`,
      [`Your order ${n} has been shipped with ${facts.carrier}.`, `Tracking number: ${facts.trackingNumber}`],
    ],
    delivered: [`Your order ${n} is delivered`, [`Your order ${n} has been delivered. We hope you enjoy it.`]],
    cancelled: [
      `Your order ${n} is cancelled`,
      [`Your order ${n} has been cancelled.`, ...note, ...(facts.paymentMethod === 'online' ? ['Your payment will be refunded.'] : [])],
    ],
    'return-approved': [
      `Your return of order ${n} is approved`,
      [`We have approved the return of your order ${n}. We will refund you once it is back with us.`, ...note],
    ],
    'return-rejected': [`Your return of order ${n} was not approved`, [`We could not approve the return of your order ${n}.`, ...note]],
    refunded: [`Your refund for order ${n}`, [`We have refunded ${facts.total} for your order ${n}.`]],
  };
  const [subject, lines] = words[facts.type];
  return mail(to, subject, `Hello ${name},`, lines, 'See your order', link);
}

/** What the staff are told of a shopper's change to an order (notify.ts). */
export type StaffMailFacts = {
  orderNumber: string;
  type: 'placed' | 'cancelled' | 'return-requested';
  shopper: string;
  paymentMethod: 'online' | 'cod';
  total: string;
  items: { name: string; quantity: number }[];
  /** Where it goes: the delivery address's town line and PIN code. */
  deliverTo: string;
  note?: string | null;
};

/** At most this many item lines in a staff mail; the rest are counted. */
const STAFF_MAIL_ITEMS = 10;

/** The mail that tells the staff a shopper placed, cancelled or asked to return an order; the link opens it in the back-office. */
export function staffOrderMail(to: string, facts: StaffMailFacts, link: string): MailMessage {
  const n = facts.orderNumber;
  const method = facts.paymentMethod === 'cod' ? 'cash on delivery' : 'paid online';
  const shown = facts.items.slice(0, STAFF_MAIL_ITEMS).map((item) => `${item.quantity} × ${item.name}`);
  const more = facts.items.length - shown.length;
  const note = facts.note ? [`Shopper's reason: ${facts.note}`] : [];
  const words: Record<StaffMailFacts['type'], [string, string[]]> = {
    placed: [
      `New order ${n}: ${facts.total}, ${method}`,
      [`${facts.shopper} placed order ${n} of ${facts.total} (${method}):`, ...shown, ...(more > 0 ? [`and ${more} more`] : []), `Deliver to: ${facts.deliverTo}`],
    ],
    cancelled: [`Order ${n} was cancelled by the shopper`, [`${facts.shopper} cancelled order ${n} of ${facts.total}. Its stock is back on sale: do not pack it.`, ...note]],
    'return-requested': [`Return asked for order ${n}`, [`${facts.shopper} asks to return order ${n} of ${facts.total}. Approve or reject it on the order's page.`, ...note]],
  };
  const [subject, lines] = words[facts.type];
  return mail(to, subject, 'Hello,', lines, 'Open the order', link);
}

/**
 * To a member of staff whose staff rights were given or ended in the back-office (decision 184):
 * she learns of it from the shop, and of whom to ask when she did not expect it.
 */
export function staffRightsMail(to: string, name: string, given: boolean, link: string): MailMessage {
  return mail(
    to,
    given ? `You are now on the staff of ${site.name}` : `Your staff access to ${site.name} has ended`,
    `Hello ${name},`,
    given
      ? [
          `Your account can now open the shop's back-office: its orders, products, categories, reviews and customers.`,
          `Sign in with this account and open the back-office with the link below. If you did not expect this, call us at ${site.supportPhone} or write to ${site.supportEmail}.`,
        ]
      : [
          `Your account can no longer open the shop's back-office. You can still shop with it as before.`,
          `If you did not expect this, call us at ${site.supportPhone} or write to ${site.supportEmail}.`,
        ],
    given ? 'Open the back-office' : 'Contact the shop',
    link,
  );
}
