import { Download, FilterX } from 'lucide-react';
import { useId, useRef } from 'react';
import { useIntl } from 'react-intl';
import { BusyRegion, Button, EmptyState, Heading, Pagination, useBreakpointUp, usePageChangeFocus } from '@/design-system';
import { css } from 'styled-system/css';
import { flex, stack } from 'styled-system/patterns';
import { HistoryFiltersBar } from '../components/HistoryFilters';
import { OpenTransactionDrawer } from '../components/OpenTransactionDrawer';
import { SectionError } from '../components/SectionError';
import { TransactionCardList } from '../components/TransactionCardList';
import { TransactionsTable } from '../components/TransactionsTable';
import { useCsvExport } from '../hooks/use-csv-export';
import { useDetailParam } from '@/design-system';
import { TX_PARAM } from '@/shared/routes';
import { useTransactionHistory } from '../hooks/use-transaction-history';

const screenClass = stack({ gap: '8', width: 'full', maxWidth: '6xl' });
const introClass = stack({ gap: '2' });
const descriptionClass = css({ textStyle: 'body.lg', color: 'fg.muted' });
const listSectionClass = css({ display: 'flex', flexDirection: 'column', gap: '4' });
const listHeaderClass = flex({ align: 'center', justify: 'space-between', wrap: 'wrap', gap: '4', minHeight: 'paginationCard' });
const listActionsClass = flex({ align: 'center', gap: '4', wrap: 'wrap' });
const csvCappedClass = css({ textStyle: 'body.md', color: 'warning.text' });

/**
 * The transaction history (/transaction-history): filters and order in the URL, a page of entries at a
 * time — a table on wide screens, cards on a phone — with loading, empty, error and many-page states.
 */
export function TransactionHistoryScreen() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const history = useTransactionHistory();
  const { linkTo } = useDetailParam(TX_PARAM);
  const csv = useCsvExport(history.apiFilters);
  const listHeadingId = useId();
  const listHeading = useRef<HTMLHeadingElement>(null);
  const { list, page, totalPages } = history;
  // One of the two layouts, not both with one hidden: a page of entries then renders once, not twice.
  const wide = useBreakpointUp('md');

  const changePage = usePageChangeFocus({
    pageShown: list.kind === 'ready' && !list.stale,
    page,
    totalPages,
    status: (shown, pages) => intl.formatMessage({ id: 'transactions.history.pageStatus' }, { page: shown, totalPages: pages }),
    heading: listHeading,
    goToPage: history.goToPage,
  });

  const title = t('transactions.history.title');

  return (
    <div className={screenClass}>
      <div className={introClass}>
        <Heading level={1}>{title}</Heading>
        <p className={descriptionClass}>{t('transactions.history.description')}</p>
      </div>
      <HistoryFiltersBar
        filters={history.filters}
        assetSymbols={history.assetSymbols}
        onChange={history.setFilter}
        onClear={history.clearFilters}
      />
      <section aria-labelledby={listHeadingId} className={listSectionClass}>
        <div className={listHeaderClass}>
          <Heading level={2} id={listHeadingId} ref={listHeading} tabIndex={-1}>
            {t('transactions.history.entries')}
          </Heading>
          <div className={listActionsClass}>
            {list.kind === 'ready' && (
              <Button
                variant="outline"
                size="sm"
                icon={<Download aria-hidden />}
                loading={csv.state.kind === 'preparing'}
                onClick={csv.download}
              >
                {t('transactions.csv.download')}
              </Button>
            )}
            {totalPages !== undefined && <Pagination page={page} totalPages={totalPages} onPageChange={changePage} />}
          </div>
        </div>
        {csv.state.kind === 'done' && csv.state.rows < csv.state.total && (
          <p role="note" className={csvCappedClass} data-testid="csv-capped">
            {intl.formatMessage({ id: 'transactions.csv.capped' }, { rows: csv.state.rows, total: csv.state.total })}
          </p>
        )}
        {list.kind === 'loading' && <EmptyState loading bordered />}
        {list.kind === 'error' && (
          <SectionError error={list.error} messageId="errors.wallet.transactions" onRetry={history.retry} />
        )}
        {list.kind === 'empty' && (
          <EmptyState
            bordered
            description={list.filtered ? t('transactions.history.emptyFiltered') : undefined}
            action={
              list.filtered ? (
                <Button variant="outline" size="sm" icon={<FilterX aria-hidden />} onClick={history.clearFilters}>
                  {t('transactions.history.clearFilters')}
                </Button>
              ) : undefined
            }
          />
        )}
        {list.kind === 'ready' && (
          <BusyRegion busy={list.stale}>
            {wide ? (
              <TransactionsTable transactions={list.transactions} caption={title} openDetail={linkTo} />
            ) : (
              <TransactionCardList transactions={list.transactions} label={title} openDetail={linkTo} />
            )}
          </BusyRegion>
        )}
      </section>
      <OpenTransactionDrawer shown={list.kind === 'ready' ? list.transactions : undefined} />
    </div>
  );
}
