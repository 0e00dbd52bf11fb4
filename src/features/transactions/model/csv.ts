import type { Transaction } from '@/services/api';

/** Entries per request while exporting (the contract's largest page). */
export const CSV_PAGE_SIZE = 200;
/** The most rows a file holds; above it the file has the first ones in the order chosen, and the screen says so. */
export const CSV_MAX_ROWS = 5000;

/** The separators a spreadsheet expects in the interface language: Turkish Excel reads `;` and decimal commas. */
export interface CsvFormat {
  delimiter: ',' | ';';
  decimal: '.' | ',';
}

export function csvFormatOf(locale: string): CsvFormat {
  return locale.toLowerCase().startsWith('tr') ? { delimiter: ';', decimal: ',' } : { delimiter: ',', decimal: '.' };
}

/** Byte order mark: tells spreadsheets the file is UTF-8 (Turkish letters stay intact). */
export const UTF8_BOM = '\uFEFF';

const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A free-text cell that a spreadsheet would run as a formula (=, +, -, @, tab, CR first) is written as text
 * (OWASP CSV injection: a leading apostrophe).
 */
export function neutraliseFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** A decimal string with the language's decimal mark and no grouping: a number a spreadsheet can sum. */
export function csvDecimal(amount: string | null, format: CsvFormat): string {
  if (amount === null) return '';
  return format.decimal === ',' ? amount.replace('.', ',') : amount;
}

/** The column headings and the words for types and statuses, in the interface language. */
export interface CsvLabels {
  columns: (column: CsvColumn) => string;
  type: (type: Transaction['type']) => string;
  status: (status: Transaction['status']) => string;
}

export const CSV_COLUMNS = [
  'date',
  'type',
  'status',
  'asset',
  'amount',
  'fee',
  'feeAsset',
  'counterAsset',
  'counterAmount',
  'network',
  'address',
  'fromAddress',
  'memo',
  'txHash',
  'failureReason',
  'id',
] as const;
export type CsvColumn = (typeof CSV_COLUMNS)[number];

/** ISO-8601 in UTC, whatever the customer's zone: the same instant for every reader of the file. */
const utc = (iso: string) => new Date(iso).toISOString();

/** The table the file holds: the headings, then one row per entry. Free text is neutralised; amounts are exact. */
export function csvTable(transactions: readonly Transaction[], labels: CsvLabels, format: CsvFormat): string[][] {
  const text = (value: string | null | undefined) => neutraliseFormula(value ?? '');
  const rows = transactions.map((tx) => {
    const cells: Record<CsvColumn, string> = {
      date: utc(tx.createdAt),
      type: labels.type(tx.type),
      status: labels.status(tx.status),
      asset: text(tx.asset),
      amount: csvDecimal(tx.amount, format),
      fee: csvDecimal(tx.fee, format),
      feeAsset: text(tx.feeAsset),
      counterAsset: text(tx.counterAsset),
      counterAmount: csvDecimal(tx.counterAmount, format),
      network: text(tx.networkId),
      address: text(tx.address),
      fromAddress: text(tx.fromAddress),
      memo: text(tx.memo),
      txHash: text(tx.txHash),
      failureReason: text(tx.failureReason),
      id: text(tx.id),
    };
    return CSV_COLUMNS.map((column) => cells[column]);
  });
  return [CSV_COLUMNS.map((column) => neutraliseFormula(labels.columns(column))), ...rows];
}

/** papaparse's `unparse`, as far as the export uses it (it is loaded only when the customer asks for a file). */
export type Unparse = (data: string[][], config: { delimiter: string; newline: string; quotes: boolean }) => string;

/** The file's text: BOM, then the table with the language's separator, CRLF line ends (RFC 4180). */
export function csvText(table: string[][], format: CsvFormat, unparse: Unparse): string {
  return UTF8_BOM + unparse(table, { delimiter: format.delimiter, newline: '\r\n', quotes: false });
}

/** transactions-2026-01-15.csv: the day the file was made (UTC). */
export function csvFileName(now: Date): string {
  return `transactions-${now.toISOString().slice(0, 10)}.csv`;
}

/** One page of the list as the export reads it. */
export interface CsvPage {
  data: Transaction[];
  meta: { last_page: number; total: number };
}

/**
 * Every page in turn until the last one or the cap: the entries (at most `max`) and how many matched in all.
 * Pages are asked for one after another, so the server is never flooded and the order is kept.
 */
export async function collectPages(
  fetchPage: (page: number) => Promise<CsvPage>,
  max: number = CSV_MAX_ROWS,
): Promise<{ entries: Transaction[]; total: number }> {
  const first = await fetchPage(1);
  const entries = [...first.data];
  for (let page = 2; page <= first.meta.last_page && entries.length < max; page += 1) {
    entries.push(...(await fetchPage(page)).data);
  }
  const kept = entries.slice(0, max);
  return { entries: kept, total: Math.max(first.meta.total, kept.length) };
}
