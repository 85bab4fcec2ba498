/**
 * A `tel:` link for a phone number as people write it ('+91 98220 12345', '98220-12345'): its digits
 * and a leading plus, so a tap on a phone dials it. Null when nothing dialable is left.
 */
export function telHref(phone: string): string | null {
  const digits = phone.replace(/\D/g, '');
  if (digits.length < 3) return null;
  return `tel:${phone.trim().startsWith('+') ? '+' : ''}${digits}`;
}
