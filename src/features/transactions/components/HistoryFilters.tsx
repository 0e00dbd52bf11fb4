import { SlidersHorizontal, X } from 'lucide-react';
import { memo, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button, Select, type SelectOption } from '@/design-system';
import { css } from 'styled-system/css';
import { flex, stack } from 'styled-system/patterns';
import {
  SORTS,
  TRANSACTION_STATUSES,
  TRANSACTION_TYPES,
  activeFilterCount,
  isFiltered,
  type FilterKey,
  type HistoryFilters,
} from '../model/history-filters';
import { DateFilterField } from './DateFilterField';

/** The value of "every …" in a select (the URL then has no parameter). */
const ALL = 'all';

const barClass = stack({ gap: '4' });
const toggleClass = css({ hideFrom: 'md' });
const fieldsStyles = {
  display: 'grid',
  gridTemplateColumns: { base: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)', xl: 'repeat(6, 1fr)' },
  gap: '4',
  alignItems: 'start',
} as const;
/** The fields: shown when the customer opened them, otherwise from md up only. */
const fieldsOpenClass = css(fieldsStyles);
const fieldsFoldedClass = css({ hideBelow: 'md', ...fieldsStyles });
const clearClass = flex({ gridColumn: '1 / -1' });

interface HistoryFiltersProps {
  filters: HistoryFilters;
  assetSymbols: readonly string[];
  onChange: (key: FilterKey, value: string | undefined) => void;
  onClear: () => void;
}

/**
 * Asset, type, status, date range and order of the history; every change is written to the URL. On a phone the six
 * fields would fill the first screen before a single entry: there they fold behind a "Filters" button, which
 * counts the filters in use, so the entries come first (ADR 0017).
 */
export const HistoryFiltersBar = memo(function HistoryFiltersBar({
  filters,
  assetSymbols,
  onChange,
  onClear,
}: HistoryFiltersProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const all = (id: string): SelectOption => ({ value: ALL, label: t(id) });
  // A shared link may name an asset the list of held assets does not (yet) have: it stays selectable.
  const symbols = filters.asset && !assetSymbols.includes(filters.asset) ? [filters.asset, ...assetSymbols] : assetSymbols;
  const pick = (key: FilterKey) => (value: string) => onChange(key, value === ALL ? undefined : value);
  const [open, setOpen] = useState(false);
  const fieldsId = useId();

  return (
    <div className={barClass}>
      <div className={toggleClass}>
        <Button
          variant="outline"
          size="sm"
          icon={<SlidersHorizontal aria-hidden />}
          aria-expanded={open}
          aria-controls={fieldsId}
          onClick={() => setOpen((shown) => !shown)}
        >
          {intl.formatMessage({ id: 'transactions.history.filtersToggle' }, { count: activeFilterCount(filters) })}
        </Button>
      </div>
      <div
        id={fieldsId}
        role="search"
        aria-label={t('transactions.history.filters')}
        className={open ? fieldsOpenClass : fieldsFoldedClass}
      >
        <Select
          label={t('transactions.history.asset')}
          value={filters.asset ?? ALL}
          onValueChange={pick('asset')}
          options={[all('transactions.history.allAssets'), ...symbols.map((symbol) => ({ value: symbol, label: symbol }))]}
        />
        <Select
          label={t('transactions.history.type')}
          value={filters.type ?? ALL}
          onValueChange={pick('type')}
          options={[
            all('transactions.history.allTypes'),
            ...TRANSACTION_TYPES.map((type) => ({ value: type, label: t(`transactions.type.${type}`) })),
          ]}
        />
        <Select
          label={t('transactions.history.status')}
          value={filters.status ?? ALL}
          onValueChange={pick('status')}
          options={[
            all('transactions.history.allStatuses'),
            ...TRANSACTION_STATUSES.map((status) => ({ value: status, label: t(`transactions.status.${status}`) })),
          ]}
        />
        <DateFilterField
          label={t('transactions.history.from')}
          value={filters.from}
          latest={filters.to}
          onChange={(day) => onChange('from', day)}
        />
        <DateFilterField
          label={t('transactions.history.to')}
          value={filters.to}
          earliest={filters.from}
          onChange={(day) => onChange('to', day)}
        />
        <Select
          label={t('transactions.history.sort')}
          value={filters.sort}
          onValueChange={(value) => onChange('sort', value)}
          options={SORTS.map((sort) => ({ value: sort, label: t(`transactions.history.sort.${sort}`) }))}
        />
        {isFiltered(filters) && (
          <div className={clearClass}>
            <Button variant="ghost" size="sm" icon={<X aria-hidden />} onClick={onClear}>
              {t('transactions.history.clearFilters')}
            </Button>
          </div>
        )}
      </div>
    </div>
  );
});
