import { unparse } from 'papaparse';
import { describe, expect, it } from 'vitest';
import { collectPages, csvFileName, csvFormatOf, csvTable, csvText, neutraliseFormula, type CsvLabels } from './csv';
import { aTransaction } from './transaction.fixture';

const labels = (words: Record<string, string>): CsvLabels => ({
  columns: (column) =>
    ({
      date: words['date'] ?? 'Date',
      type: 'Type',
      status: 'Status',
      asset: 'Asset',
      amount: words['amount'] ?? 'Amount',
      fee: 'Fee',
      feeAsset: 'Fee asset',
      counterAsset: 'Received asset',
      counterAmount: 'Received amount',
      network: 'Network',
      address: 'Address',
      fromAddress: 'From',
      memo: 'Memo',
      txHash: 'Transaction hash',
      failureReason: 'Reason',
      id: 'ID',
    })[column],
  type: (type) => words[type] ?? type,
  status: (status) => words[status] ?? status,
});

const entries = [
  aTransaction({
    id: 'tx-1',
    amount: '1234.56789',
    fee: '0.0001',
    createdAt: '2026-01-15T23:30:00+03:00',
    memo: 'He said "hi", then left',
    txHash: 'abc',
    fromAddress: null,
  }),
  aTransaction({
    id: 'tx-2',
    type: 'withdrawal',
    status: 'failed',
    amount: '0.5',
    memo: '=HYPERLINK("http://evil.example","click")',
    failureReason: '-2+3',
    address: '@SUM(A1)',
    txHash: null,
    fromAddress: null,
  }),
];

const lines = (text: string) => text.replace(/^\uFEFF/, '').split('\r\n');

describe('CSV export', () => {
  it('in English: BOM, comma separator, decimal point, ISO-8601 UTC dates, quotes doubled', () => {
    const format = csvFormatOf('en-US');
    const text = csvText(csvTable(entries, labels({ deposit: 'Deposit', withdrawal: 'Withdrawal' }), format), format, unparse);
    expect(text.startsWith('\uFEFF')).toBe(true);
    const [header, first, second] = lines(text);
    expect(header).toBe(
      'Date,Type,Status,Asset,Amount,Fee,Fee asset,Received asset,Received amount,Network,Address,From,Memo,Transaction hash,Reason,ID',
    );
    expect(first).toBe(
      '2026-01-15T20:30:00.000Z,Deposit,completed,BTC,1234.56789,0.0001,BTC,,,bitcoin,bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq,,"He said ""hi"", then left",abc,,tx-1',
    );
    expect(second).toContain(`'@SUM(A1)`);
    expect(second).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`);
    expect(second).toContain(`,'-2+3,`);
  });

  it('in Turkish: semicolon separator and decimal comma, the same instants', () => {
    const format = csvFormatOf('tr');
    const text = csvText(
      csvTable(entries, labels({ date: 'Tarih', amount: 'Tutar', deposit: 'Yatırma', completed: 'Tamamlandı' }), format),
      format,
      unparse,
    );
    const [header, first] = lines(text);
    expect(header?.startsWith('Tarih;Type;Status;Asset;Tutar;')).toBe(true);
    expect(first).toBe(
      '2026-01-15T20:30:00.000Z;Yatırma;Tamamlandı;BTC;1234,56789;0,0001;BTC;;;bitcoin;bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq;;He said ""hi"", then left;abc;;tx-1'.replace(
        'He said ""hi"", then left',
        '"He said ""hi"", then left"',
      ),
    );
  });

  it('writes an NFT entry like any other, its name (free text, chosen by whoever minted it) neutralised', () => {
    const format = csvFormatOf('en');
    const nft = aTransaction({
      id: 'tx-nft',
      type: 'nft_transfer',
      asset: '=cmd|" /C calc"!A0',
      amount: '2',
      fee: '0',
      feeAsset: 'POL',
      networkId: 'polygon',
      nftId: 'nft_0001',
      fromAddress: null,
    });
    const [, row] = lines(csvText(csvTable([nft], labels({ nft_transfer: 'NFT transfer' }), format), format, unparse));
    expect(row).toContain(`NFT transfer,completed,"'=cmd|"" /C calc""!A0",2,0,POL,`);
  });

  it('neutralises every formula start and leaves other text alone', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r']) expect(neutraliseFormula(`${start}1`)).toBe(`'${start}1`);
    expect(neutraliseFormula('Çekme 1')).toBe('Çekme 1');
    expect(neutraliseFormula('')).toBe('');
  });

  it('names the file after the UTC day', () => {
    expect(csvFileName(new Date('2026-01-15T23:30:00-05:00'))).toBe('transactions-2026-01-16.csv');
  });
});

describe('CSV pages', () => {
  const pages = (count: number, perPage: number, total: number) => (page: number) =>
    Promise.resolve({
      data: Array.from({ length: page < count ? perPage : total - perPage * (count - 1) }, (_, index) =>
        aTransaction({ id: `tx-${page}-${index}` }),
      ),
      meta: { last_page: count, total },
    });

  it('reads every page in order', async () => {
    const { entries, total } = await collectPages(pages(3, 2, 5));
    expect(entries.map((entry) => entry.id)).toEqual(['tx-1-0', 'tx-1-1', 'tx-2-0', 'tx-2-1', 'tx-3-0']);
    expect(total).toBe(5);
  });

  it('stops at the cap and says how many matched in all', async () => {
    const asked: number[] = [];
    const source = pages(10, 2, 20);
    const { entries, total } = await collectPages((page) => {
      asked.push(page);
      return source(page);
    }, 5);
    expect(entries).toHaveLength(5);
    expect(total).toBe(20);
    expect(asked).toEqual([1, 2, 3]);
  });
});
