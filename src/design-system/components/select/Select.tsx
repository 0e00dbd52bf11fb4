import { Field as ArkField } from '@ark-ui/react/field';
import { Portal } from '@ark-ui/react/portal';
import { Select as ArkSelect, createListCollection } from '@ark-ui/react/select';
import { Check, ChevronDown, CircleAlert } from 'lucide-react';
import { useMemo, type ReactNode } from 'react';
import { cx } from 'styled-system/css';
import { field, select } from 'styled-system/recipes';
import { useFieldDescribedBy } from '../field';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps {
  label: ReactNode;
  options: SelectOption[];
  /** The chosen value ('' or undefined for none). */
  value?: string | undefined;
  onValueChange?: (value: string) => void;
  defaultValue?: string;
  placeholder?: string;
  hint?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  /** Form field name (a hidden native select carries the value for forms). */
  name?: string;
  className?: string;
}

/** The trigger names its hint and error, as Ark Field does for text inputs. */
function Trigger({ className, placeholder }: { className: string; placeholder?: string }) {
  const describedBy = useFieldDescribedBy();
  const styles = select();
  return (
    <ArkSelect.Trigger className={className} aria-describedby={describedBy}>
      <ArkSelect.ValueText className={styles.valueText} placeholder={placeholder} />
      <ArkSelect.Indicator className={styles.indicator}>
        <ChevronDown aria-hidden />
      </ArkSelect.Indicator>
    </ArkSelect.Trigger>
  );
}

/** Pick one option from a list (Ark select with a list collection), with label, hint and error. */
export function Select({
  label,
  options,
  value,
  onValueChange,
  defaultValue,
  placeholder,
  hint,
  error,
  required,
  disabled,
  name,
  className,
}: SelectProps) {
  const styles = select();
  const fieldStyles = field();
  const collection = useMemo(
    () =>
      createListCollection({
        items: options,
        itemToValue: (o) => o.value,
        itemToString: (o) => o.label,
        isItemDisabled: (o) => o.disabled === true,
      }),
    [options],
  );
  const invalid = error != null && error !== false && error !== '';
  return (
    <ArkField.Root className={cx(fieldStyles.root, className)} invalid={invalid} required={required} disabled={disabled}>
      <ArkSelect.Root
        className={styles.root}
        collection={collection}
        value={value === undefined ? undefined : value ? [value] : []}
        defaultValue={defaultValue ? [defaultValue] : undefined}
        onValueChange={(details) => onValueChange?.(details.value[0] ?? '')}
        name={name}
        positioning={{ sameWidth: true, gutter: 4 }}
        // The options render on the first opening, not with the form: a screen with four selects (the
        // history's filters) otherwise builds every list before anyone opens one.
        lazyMount
      >
        <ArkSelect.Label className={fieldStyles.label}>
          {label}
          <ArkField.RequiredIndicator className={fieldStyles.requiredIndicator} />
        </ArkSelect.Label>
        <ArkSelect.Control className={styles.control}>
          <Trigger className={styles.trigger} placeholder={placeholder} />
        </ArkSelect.Control>
        <Portal>
          <ArkSelect.Positioner className={styles.positioner}>
            <ArkSelect.Content className={styles.content}>
              {collection.items.map((option) => (
                <ArkSelect.Item key={option.value} item={option} className={styles.item}>
                  <ArkSelect.ItemText className={styles.itemText}>{option.label}</ArkSelect.ItemText>
                  <ArkSelect.ItemIndicator className={styles.itemIndicator}>
                    <Check aria-hidden />
                  </ArkSelect.ItemIndicator>
                </ArkSelect.Item>
              ))}
            </ArkSelect.Content>
          </ArkSelect.Positioner>
        </Portal>
        {/* A native select carries the value of a named select in a form; a filter has no name and needs none. */}
        {name !== undefined && <ArkSelect.HiddenSelect />}
      </ArkSelect.Root>
      {hint && !invalid && <ArkField.HelperText className={fieldStyles.helperText}>{hint}</ArkField.HelperText>}
      <ArkField.ErrorText className={fieldStyles.errorText}>
        <CircleAlert aria-hidden />
        {error}
      </ArkField.ErrorText>
    </ArkField.Root>
  );
}
