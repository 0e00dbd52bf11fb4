import { Field as ArkField } from '@ark-ui/react/field';
import { Portal } from '@ark-ui/react/portal';
import { Select as ArkSelect, createListCollection } from '@ark-ui/react/select';
import { Check, ChevronDown, CircleAlert } from 'lucide-react';
import { forwardRef, useLayoutEffect, useMemo, useRef, useState, type ReactNode, type Ref } from 'react';
import { cx } from 'styled-system/css';
import { field, select } from 'styled-system/recipes';
import { useFieldDescribedBy } from '../field';
import { useSelectIds, type SelectIds } from './select-ids';
import { SelectPreview, type FirstUse } from './SelectPreview';

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
const Trigger = forwardRef<HTMLButtonElement, { className: string; placeholder?: string }>(function Trigger(
  { className, placeholder },
  ref,
) {
  const describedBy = useFieldDescribedBy();
  const styles = select();
  return (
    <ArkSelect.Trigger ref={ref} className={className} aria-describedby={describedBy}>
      <ArkSelect.ValueText className={styles.valueText} placeholder={placeholder} />
      <ArkSelect.Indicator className={styles.indicator}>
        <ChevronDown aria-hidden />
      </ArkSelect.Indicator>
    </ArkSelect.Trigger>
  );
});

/**
 * Pick one option from a list (Ark select with a list collection), with label, hint and error.
 *
 * A select that is not a named form field starts its machine on first use: until the first click or key press
 * it is drawn closed by SelectPreview (same elements and ids), and that first use is handed on to Ark's trigger.
 * A screen with several selects (the history's filters) then opens without building their machines (ADR 0026).
 * A named select starts at once: its hidden native select carries the value in a form.
 */
export function Select({ className, required, disabled, error, hint, ...props }: SelectProps) {
  const fieldStyles = field();
  const invalid = error != null && error !== false && error !== '';
  return (
    <ArkField.Root className={cx(fieldStyles.root, className)} invalid={invalid} required={required} disabled={disabled}>
      <SelectControl {...props} />
      {hint && !invalid && <ArkField.HelperText className={fieldStyles.helperText}>{hint}</ArkField.HelperText>}
      <ArkField.ErrorText className={fieldStyles.errorText}>
        <CircleAlert aria-hidden />
        {error}
      </ArkField.ErrorText>
    </ArkField.Root>
  );
}

type ControlProps = Omit<SelectProps, 'className' | 'required' | 'disabled' | 'error' | 'hint'>;

/** The select inside its field: the preview until first used, then Ark's select. */
function SelectControl(props: ControlProps) {
  const { label, options, value, defaultValue, placeholder, name } = props;
  const ids = useSelectIds();
  const describedBy = useFieldDescribedBy();
  const [started, setStarted] = useState(name !== undefined);
  const firstUse = useRef<FirstUse | null>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  // After Ark's machine has been set up (its layout effects run before this one), hand it the first use.
  useLayoutEffect(() => {
    if (!started || !firstUse.current || !trigger.current) return;
    firstUse.current(trigger.current);
    firstUse.current = null;
  }, [started]);

  if (started) return <ArkSelectParts {...props} ids={ids} triggerRef={trigger} />;
  const current = value ?? defaultValue;
  return (
    <SelectPreview
      ids={ids}
      label={label}
      valueText={current ? options.find((option) => option.value === current)?.label : undefined}
      placeholder={placeholder}
      describedBy={describedBy}
      onFirstUse={(use) => {
        firstUse.current = use;
        setStarted(true);
      }}
    />
  );
}

interface ArkSelectPartsProps extends ControlProps {
  ids: SelectIds;
  triggerRef: Ref<HTMLButtonElement>;
}

function ArkSelectParts({
  ids,
  triggerRef,
  label,
  options,
  value,
  onValueChange,
  defaultValue,
  placeholder,
  name,
}: ArkSelectPartsProps) {
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
  return (
    <ArkSelect.Root
      ids={ids}
      className={styles.root}
      collection={collection}
      value={value === undefined ? undefined : value ? [value] : []}
      defaultValue={defaultValue ? [defaultValue] : undefined}
      onValueChange={(details) => onValueChange?.(details.value[0] ?? '')}
      name={name}
      positioning={{ sameWidth: true, gutter: 4 }}
      // The options render on the first opening, not with the form.
      lazyMount
    >
      <ArkSelect.Label className={fieldStyles.label}>
        {label}
        <ArkField.RequiredIndicator className={fieldStyles.requiredIndicator} />
      </ArkSelect.Label>
      <ArkSelect.Control className={styles.control}>
        <Trigger ref={triggerRef} className={styles.trigger} placeholder={placeholder} />
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
  );
}
