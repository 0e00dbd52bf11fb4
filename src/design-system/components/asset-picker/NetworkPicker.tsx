import { Listbox, createListCollection } from '@ark-ui/react/listbox';
import { Wrench } from 'lucide-react';
import { useMemo, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { picker } from 'styled-system/recipes';
import { Skeleton } from '../skeleton';
import { ChosenMark, focusListWithoutScrolling, PickerFrame } from './PickerFrame';

/** One line of facts about a network: "Fee: 0.0001 BTC", "Minimum deposit: …", "Memo: required". */
export interface NetworkFact {
  label: ReactNode;
  value: ReactNode;
}

export interface NetworkPickerOption {
  /** The network's id (the value reported on choice). */
  value: string;
  /** e.g. "TRON (TRC20)". */
  name: string;
  /** A second line, e.g. the protocol. */
  description?: ReactNode;
  /** What the customer needs to know before choosing, as label/value lines (Send: fee, minimum, arrival, memo; Receive: minimum deposit, confirmations). */
  facts: readonly NetworkFact[];
  /** False for a network that is shown but cannot be chosen (maintenance, withdrawals or deposits paused). */
  available: boolean;
  /** Why it cannot be chosen; shown on the option. */
  unavailableReason?: ReactNode;
}

export interface NetworkPickerProps {
  label: ReactNode;
  options: readonly NetworkPickerOption[];
  value?: string | undefined;
  onValueChange: (value: string) => void;
  hint?: ReactNode;
  error?: ReactNode;
  loading?: boolean;
  /** Shown when the asset moves on no network. */
  emptyText?: ReactNode;
  className?: string;
}

/**
 * Choose the network to send or receive on. Every option lists its facts; an unavailable one stays
 * visible (so the customer knows it exists and why it is closed) but cannot be chosen.
 */
export function NetworkPicker({
  label,
  options,
  value,
  onValueChange,
  hint,
  error,
  loading = false,
  emptyText,
  className,
}: NetworkPickerProps) {
  const intl = useIntl();
  const styles = picker();
  const collection = useMemo(
    () =>
      createListCollection({
        items: [...options],
        itemToValue: (option) => option.value,
        itemToString: (option) => option.name,
        isItemDisabled: (option) => !option.available,
      }),
    [options],
  );

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
      {({ describedBy }) =>
        loading ? (
          <div className={styles.skeleton} aria-hidden>
            {Array.from({ length: 3 }, (_, index) => (
              <Skeleton key={index} height="20" />
            ))}
          </div>
        ) : options.length === 0 ? (
          <p className={styles.empty} role="status">
            {emptyText ?? intl.formatMessage({ id: 'ds.networkPicker.empty' })}
          </p>
        ) : (
          <Listbox.Content
            className={styles.content}
            aria-describedby={describedBy}
            onMouseDownCapture={focusListWithoutScrolling}
          >
            {collection.items.map((option) => (
              <Listbox.Item key={option.value} item={option} className={styles.item} highlightOnHover>
                <span className={styles.itemMain}>
                  <Listbox.ItemText className={styles.itemTitle}>{option.name}</Listbox.ItemText>
                  {option.description != null && <span className={styles.itemSubtitle}>{option.description}</span>}
                  {option.facts.length > 0 && (
                    <span className={styles.facts}>
                      {option.facts.map((fact, index) => (
                        <span key={index} className={styles.fact}>
                          <span className={styles.factLabel}>{fact.label}</span>
                          <span className={styles.factValue}>{fact.value}</span>
                        </span>
                      ))}
                    </span>
                  )}
                  {!option.available && (
                    <span className={styles.reason}>
                      <Wrench aria-hidden />
                      {option.unavailableReason ?? intl.formatMessage({ id: 'ds.networkPicker.unavailable' })}
                    </span>
                  )}
                </span>
                <ChosenMark styles={styles} />
              </Listbox.Item>
            ))}
          </Listbox.Content>
        )
      }
    </PickerFrame>
  );
}
