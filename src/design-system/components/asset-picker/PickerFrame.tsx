import { Listbox, type ListCollection } from '@ark-ui/react/listbox';
import { Check, CircleAlert } from 'lucide-react';
import { useId, type MouseEvent, type ReactNode } from 'react';
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

/**
 * For the options' list (`onMouseDownCapture`): a press on an option focuses the list without scrolling the page.
 * Zag's option focuses the list on mouse down with a plain `focus()`, and a list taller than the space left on
 * screen (a token's six networks) is then scrolled into view under the pointer: the button comes up over another
 * option, so the first click chose nothing. Focused here first, with the page kept still, the later call changes
 * nothing.
 */
export function focusListWithoutScrolling(event: MouseEvent<HTMLElement>): void {
  const list = event.currentTarget;
  if (list.ownerDocument.activeElement !== list) list.focus({ preventScroll: true });
}

/** The check mark of the chosen option. */
export function ChosenMark({ styles }: { styles: PickerStyles }) {
  return (
    <Listbox.ItemIndicator className={styles.itemIndicator}>
      <Check aria-hidden />
    </Listbox.ItemIndicator>
  );
}
