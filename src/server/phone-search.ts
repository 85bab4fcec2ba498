import { sql, type SQL } from 'drizzle-orm';

const digitsOnly = (column: SQL) => sql`regexp_replace(coalesce(${column}, ''), '[^0-9]', '', 'g')`;

/**
 * A staff search box's terms for phone numbers, which are written many ways (+91 98220 12345): when
 * the search is a number of 4 digits or more (spaces, brackets, + and - allowed), each column
 * compared as digits; none otherwise. The back-office's orders and customers lists search alike.
 */
export function phoneNumberTerms(q: string, columns: SQL[]): SQL[] {
  const digits = q.replace(/\D/g, '');
  if (digits.length < 4 || !/^[\d\s()+-]+$/.test(q)) return [];
  const contains = `%${digits}%`;
  return columns.map((column) => sql`${digitsOnly(column)} like ${contains}`);
}
