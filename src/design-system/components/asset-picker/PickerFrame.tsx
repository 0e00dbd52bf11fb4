import { Listbox, type ListCollection } from '@ark-ui/react/listbox';
import { Check, CircleAlert } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { cx } from 'styled-system/css';
import type { picker } from 'styled-system/recipes';

type PickerStyles = ReturnType<typeof picker>;

interface PickerFrameProps<Item> {
  styles: PickerStyles;
  collection: ListCollection<Item>;
  /** The chosen option's value ('' or undefined for none). */
  value: string | undefined;
  onValueChange: (value: string) => void;
  loading: boolean;
  label: ReactNode;
  hint: ReactNode;
  error: ReactNode;
  className: string | undefined;
  /** The picker's own part (search, options, placeholders), told which texts describe it and whether it is invalid. */
  children: (field: { describedBy: string | undefined; invalid: boolean }) => ReactNode;
}

/**
 * What the asset and network pickers share: an Ark listbox with its label, hint and error, the hint and the error
 * describing the part the customer operates. A choice reports the chosen value (never an empty one).
 */
export function PickerFrame<Item>({
  styles,
  collection,
  value,
  onValueChange,
  loading,
  label,
  hint,
  error,
  className,
  children,
}: PickerFrameProps<Item>) {
  const hintId = useId();
  const errorId = useId();
  const invalid = error != null && error !== false && error !== '';
  const describedBy = [hint ? hintId : null, invalid ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <Listbox.Root
      className={cx(styles.root, className)}
      collection={collection}
      value={value ? [value] : []}
      onValueChange={(details) => {
        const next = details.value[0];
        if (next) onValueChange(next);
      }}
      aria-busy={loading || undefined}
    >
      <Listbox.Label className={styles.label}>{label}</Listbox.Label>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {children({ describedBy, invalid })}
      {invalid && (
        <p id={errorId} className={styles.error}>
          <CircleAlert aria-hidden />
          {error}
        </p>
      )}
    </Listbox.Root>
  );
}

/** The check mark of the chosen option. */
export function ChosenMark({ styles }: { styles: PickerStyles }) {
  return (
    <Listbox.ItemIndicator className={styles.itemIndicator}>
      <Check aria-hidden />
    </Listbox.ItemIndicator>
  );
}
