// What the back-office's CSV files share (products, decision 020; orders, decision 188): cells a
// spreadsheet would not run as formulas, amounts in rupees, and files spreadsheets open right.
import { stringify } from 'csv-stringify/sync';
import { toRupees } from '../shared/money.ts';

// A cell a spreadsheet would run as a formula (=, +, -, @, tab, CR) is written with a leading
// apostrophe, which spreadsheets hide and the import takes off again (OWASP's CSV injection advice).
const FORMULA_START = /^[=+\-@\t\r]/;
export const shield = (cell: string) => (FORMULA_START.test(cell) ? `'${cell}` : cell);
export const unshield = (cell: string) => (cell.startsWith("'") && FORMULA_START.test(cell.slice(1)) ? cell.slice(1) : cell);

/** An amount in paise as the rupees a spreadsheet sums: 1250.00. */
export const rupees = (paise: number) => toRupees(paise).toFixed(2);

/** Rows as a CSV file: UTF-8 with a BOM (so spreadsheets read ₹ and Marathi right), CRLF lines, a header. */
export const csvFile = <C extends string>(rows: Record<C, string | number>[], columns: readonly C[]) =>
  stringify(rows, { header: true, columns: [...columns], bom: true, record_delimiter: 'windows' });
