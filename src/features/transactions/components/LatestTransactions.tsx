import { ChevronRight } from 'lucide-react';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { EmptyState, Heading, LinkButton } from '@/design-system';
import type { Transaction } from '@/services/api';
import { pathTo } from '@/shared/routes';
import { css } from 'styled-system/css';
import { flex } from 'styled-system/patterns';
import type { Section } from '../hooks/use-asset-detail';
import type { OpenDetail } from './DetailLink';
import { SectionError } from './SectionError';
import { TransactionCardList } from './TransactionCardList';

const sectionClass = css({ display: 'flex', flexDirection: 'column', gap: '4' });
const headerClass = flex({ align: 'center', justify: 'space-between', gap: '4', wrap: 'wrap' });

interface LatestTransactionsProps {
  symbol: string;
  section: Section<Transaction[]>;
  onRetry: () => void;
  openDetail: OpenDetail;
}

/** The asset's newest entries, and "See all" to the whole history filtered by the asset. */
export function LatestTransactions({ symbol, section, onRetry, openDetail }: LatestTransactionsProps) {
  const intl = useIntl();
  const headingId = useId();
  const title = intl.formatMessage({ id: 'transactions.asset.latest' });
  return (
    <section aria-labelledby={headingId} className={sectionClass}>
      <div className={headerClass}>
        <Heading level={2} id={headingId}>
          {title}
        </Heading>
        <LinkButton
          to={`${pathTo('transaction-history')}?${new URLSearchParams({ asset: symbol }).toString()}`}
          variant="ghost"
          size="sm"
          trailingIcon={<ChevronRight aria-hidden />}
          aria-label={intl.formatMessage({ id: 'transactions.asset.seeAllLabel' }, { asset: symbol })}
        >
          {intl.formatMessage({ id: 'transactions.asset.seeAll' })}
        </LinkButton>
      </div>
      {section.kind === 'loading' && <EmptyState loading bordered />}
      {section.kind === 'error' && (
        <SectionError error={section.error} messageId="errors.wallet.transactions" onRetry={onRetry} />
      )}
      {section.kind === 'ready' && section.data.length === 0 && <EmptyState bordered />}
      {section.kind === 'ready' && section.data.length > 0 && (
        <TransactionCardList transactions={section.data} label={title} openDetail={openDetail} />
      )}
    </section>
  );
}
