import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { announce } from '@/design-system';
import { useSession } from '@/machines';
import { walletQueries, type FailureMeta, type TransactionFilters } from '@/services/api';
import {
  CSV_PAGE_SIZE,
  collectPages,
  csvFileName,
  csvFormatOf,
  csvTable,
  csvText,
  type CsvLabels,
  type Unparse,
} from '../model/csv';

const EXPORT_FAILURE = { errorMessageId: 'errors.wallet.transactions', toastId: 'history-export-error' } satisfies FailureMeta;

export type CsvExport =
  | { kind: 'idle' }
  | { kind: 'preparing' }
  /** `total` entries matched; the file holds `rows` of them (fewer only above the cap). */
  | { kind: 'done'; rows: number; total: number };

/** papaparse only when a file is asked for: it stays out of the route's own code. */
async function loadUnparse(): Promise<Unparse> {
  const papa = await import('papaparse');
  return papa.unparse;
}

function saveFile(text: string, name: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has handed the file to the browser.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * "Download CSV": every page of the list with the filters and order on screen (at most CSV_MAX_ROWS), in the
 * interface language's separators, saved as a file. A failed page stops it with the list's error toast.
 */
export function useCsvExport(filters: TransactionFilters): { state: CsvExport; download: () => void } {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const { user } = useSession();
  const userId = user?.userId || undefined;
  const [state, setState] = useState<CsvExport>({ kind: 'idle' });
  const running = useRef(false);

  const download = useCallback(() => {
    if (running.current) return;
    running.current = true;
    setState({ kind: 'preparing' });
    announce(intl.formatMessage({ id: 'transactions.csv.preparing' }));
    const fetchPage = (page: number) =>
      queryClient.fetchQuery({
        ...walletQueries.transactions({ ...(userId ? { userId } : {}), ...filters, page, per_page: CSV_PAGE_SIZE }),
        meta: EXPORT_FAILURE,
        staleTime: 0,
      });
    void (async () => {
      try {
        const [unparse, { entries: rows, total }] = await Promise.all([loadUnparse(), collectPages(fetchPage)]);
        const t = (id: string) => intl.formatMessage({ id });
        const labels: CsvLabels = {
          columns: (column) => t(`transactions.csv.column.${column}`),
          type: (type) => t(`transactions.type.${type}`),
          status: (status) => t(`transactions.status.${status}`),
        };
        const format = csvFormatOf(intl.locale);
        saveFile(csvText(csvTable(rows, labels, format), format, unparse), csvFileName(new Date()));
        setState({ kind: 'done', rows: rows.length, total });
        announce(intl.formatMessage({ id: 'transactions.csv.done' }, { rows: rows.length }));
      } catch {
        // The failing page has raised the list's error toast; the button is ready for another try.
        setState({ kind: 'idle' });
      } finally {
        running.current = false;
      }
    })();
  }, [intl, queryClient, userId, filters]);

  return { state, download };
}
