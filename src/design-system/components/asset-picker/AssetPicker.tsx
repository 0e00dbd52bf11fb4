import { Listbox, createListCollection } from '@ark-ui/react/listbox';
import { CircleAlert } from 'lucide-react';
import { useMemo, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { picker } from 'styled-system/recipes';
import { Skeleton } from '../skeleton';
import { ChosenMark, focusListWithoutScrolling, PickerFrame } from './PickerFrame';
import { matchesSearch } from './search-fold';
import { useSelectedInView } from './use-selected-in-view';

export interface AssetPickerOption {
  /** The asset's id (the value reported on choice). */
  value: string;
  /** Ticker, e.g. BTC. Searched. */
  symbol: string;
  /** Full name, e.g. Bitcoin. Searched. */
  name: string;
  /** The balance, already formatted by the caller (e.g. "0.5 BTC"). */
  balance?: ReactNode;
  /** A second line under the balance, e.g. its dollar value. */
  balanceSecondary?: ReactNode;
  /** Shown but not selectable, with the reason. */
  unavailableReason?: ReactNode;
}

export interface AssetPickerProps {
  label: ReactNode;
  options: readonly AssetPickerOption[];
  /** The chosen asset ('' or undefined for none). */
  value?: string | undefined;
  onValueChange: (value: string) => void;
  hint?: ReactNode;
  error?: ReactNode;
  /** Rows of placeholders while the assets load. */
  loading?: boolean;
  /** Shown when there are no options at all (not a search without results). */
  emptyText?: ReactNode;
  className?: string;
}

/**
 * Choose one asset from a list that the customer can search by symbol or name, each row with its
 * balance. An Ark listbox: the search field keeps focus while the arrow keys move through the results.
 */
export function AssetPicker({
  label,
  options,
  value,
  onValueChange,
  hint,
  error,
  loading = false,
  emptyText,
  className,
}: AssetPickerProps) {
  const intl = useIntl();
  const styles = picker();
  const [query, setQuery] = useState('');
  const contentRef = useRef<HTMLDivElement>(null);
  const filtered = useMemo(
    () => options.filter((option) => matchesSearch(query, [option.symbol, option.name])),
    [options, query],
  );
  const collection = useMemo(
    () =>
      createListCollection({
        items: filtered,
        itemToValue: (option) => option.value,
        itemToString: (option) => `${option.symbol} ${option.name}`,
        isItemDisabled: (option) => option.unavailableReason != null,
      }),
    [filtered],
  );
  useSelectedInView(contentRef, value, !loading, filtered);

  return (
    <PickerFrame
      styles={styles}
      collection={collection}
      value={value}
      onValueChange={onValueChange}
      loading={loading}
      label={label}
      hint={hint}
      error={error}
      className={className}
    >
      {({ describedBy, invalid }) => (
        <>
          <Listbox.Input
            className={styles.input}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.currentTarget.value)}
            placeholder={intl.formatMessage({ id: 'ds.assetPicker.searchPlaceholder' })}
            aria-label={intl.formatMessage({ id: 'ds.assetPicker.search' })}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            disabled={loading}
            autoHighlight
          />
          {loading ? (
            <div className={styles.skeleton} aria-hidden>
              {Array.from({ length: 4 }, (_, index) => (
                <Skeleton key={index} height="14" />
              ))}
            </div>
          ) : (
            <Listbox.Content
              ref={contentRef}
              className={styles.content}
              aria-describedby={describedBy}
              data-scroll=""
              onMouseDownCapture={focusListWithoutScrolling}
            >
              {collection.items.map((option) => (
                <Listbox.Item key={option.value} item={option} className={styles.item} highlightOnHover>
                  <span className={styles.itemMain}>
                    <Listbox.ItemText className={styles.itemTitle}>{option.symbol}</Listbox.ItemText>
                    <span className={styles.itemSubtitle}>{option.name}</span>
                    {option.unavailableReason != null && (
                      <span className={styles.reason}>
                        <CircleAlert aria-hidden />
                        {option.unavailableReason}
                      </span>
                    )}
                  </span>
                  {(option.balance != null || option.balanceSecondary != null) && (
                    <span className={styles.itemAside}>
                      {option.balance != null && <span>{option.balance}</span>}
                      {option.balanceSecondary != null && <span className={styles.itemSubtitle}>{option.balanceSecondary}</span>}
                    </span>
                  )}
                  <ChosenMark styles={styles} />
                </Listbox.Item>
              ))}
            </Listbox.Content>
          )}
          {!loading && (
            <p className={styles.empty} role="status" hidden={collection.items.length > 0}>
              {collection.items.length > 0
                ? null
                : options.length === 0
                  ? (emptyText ?? intl.formatMessage({ id: 'ds.assetPicker.empty' }))
                  : intl.formatMessage({ id: 'ds.assetPicker.noMatch' }, { query: query.trim() })}
            </p>
          )}
        </>
      )}
    </PickerFrame>
  );
}
