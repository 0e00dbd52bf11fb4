import { Portal } from '@ark-ui/react/portal';
import { Select, createListCollection, useSelect } from '@ark-ui/react/select';
import { Check, ChevronDown, Globe } from 'lucide-react';
import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { getCountryCallingCode, type Country, type Flags } from 'react-phone-number-input';
import { phoneInput, screenReaderOnly } from 'styled-system/recipes';
import { createTypeahead, dropdownPlacement } from './phone-rules';

interface CountryOption {
  value?: Country;
  label: string;
  divider?: boolean;
}

/** The library's "International" option has no country; the list keys it as ZZ. */
const INTERNATIONAL = 'ZZ';

interface Choice {
  value: Country | typeof INTERNATIONAL;
  label: string;
  dialCode: string;
}

/** The props react-phone-number-input gives its `countrySelectComponent`, plus ours (countrySelectProps). */
export interface CountrySelectProps {
  name?: string;
  'aria-label'?: string;
  value?: Country;
  options: CountryOption[];
  onChange: (country?: Country) => void;
  onFocus?: () => void;
  onBlur?: () => void;
  disabled?: boolean;
  readOnly?: boolean;
  flags: Flags;
  locale: string;
}

function Flag({ country, flags, className }: { country: string | undefined; flags: Flags; className: string }) {
  const code = toCountry(country);
  const Svg = code ? flags[code] : undefined;
  return <span className={className}>{Svg ? <Svg title="" /> : <Globe aria-hidden />}</span>;
}

function toCountry(value: string | undefined): Country | undefined {
  return value && value !== INTERNATIONAL ? (value as Country) : undefined;
}

function isTypeaheadKey(event: KeyboardEvent): boolean {
  return event.key.length === 1 && event.key !== ' ' && !event.ctrlKey && !event.metaKey && !event.altKey;
}

/**
 * The phone input's country list on an Ark select: flags and dial codes, no search box, type-to-find
 * that forgets after 700 ms, and it opens upwards when less than 200 px is left below the field.
 */
export function CountrySelect({
  name,
  'aria-label': ariaLabel,
  value,
  options,
  onChange,
  onFocus,
  onBlur,
  disabled,
  readOnly,
  flags,
  locale,
}: CountrySelectProps) {
  const intl = useIntl();
  const styles = phoneInput();
  const choices = useMemo<Choice[]>(
    () =>
      options.flatMap((option): Choice[] => {
        if (option.divider) return [];
        if (!option.value) return [{ value: INTERNATIONAL, label: option.label, dialCode: '' }];
        return [{ value: option.value, label: option.label, dialCode: `+${getCountryCallingCode(option.value)}` }];
      }),
    [options],
  );
  const collection = useMemo(
    () => createListCollection({ items: choices, itemToValue: (choice) => choice.value, itemToString: (choice) => choice.label }),
    [choices],
  );
  const [placement, setPlacement] = useState(dropdownPlacement(Number.POSITIVE_INFINITY));
  const find = useMemo(() => createTypeahead((choice: Choice) => choice.label, { locale }), [locale]);

  // Own ids: inside a Field, Ark would otherwise give the country list the Field's label and control
  // id, which belong to the number input.
  const id = useId();
  const select = useSelect({
    ids: { label: `${id}-label`, hiddenSelect: `${id}-select` },
    collection,
    name,
    value: [value ?? INTERNATIONAL],
    onValueChange: (details) => onChange(toCountry(details.value[0])),
    disabled,
    readOnly,
    loopFocus: true,
    positioning: { placement, flip: false, gutter: 4 },
  });

  const selected = choices.find((choice) => choice.value === (value ?? INTERNATIONAL));
  // Measured before the list opens (pointer, focus), so it opens on the side with room.
  const measure = (element: HTMLElement) =>
    setPlacement(dropdownPlacement(window.innerHeight - element.getBoundingClientRect().bottom));

  const onTypeahead = (event: KeyboardEvent<HTMLElement>) => {
    if (!isTypeaheadKey(event)) return;
    event.preventDefault();
    event.stopPropagation();
    const currentValue = select.open ? (select.highlightedValue ?? value) : value;
    const match = find(
      event.key,
      choices,
      choices.find((choice) => choice.value === currentValue),
    );
    if (!match) return;
    if (select.open) select.setHighlightValue(match.value);
    else onChange(toCountry(match.value));
  };

  return (
    <Select.RootProvider value={select} lazyMount unmountOnExit>
      {/* Names the trigger with the country chosen, e.g. "Phone number country: Turkey (+90)". */}
      <Select.Label className={screenReaderOnly()}>
        {selected
          ? intl.formatMessage(
              { id: 'ds.phoneInput.countryTrigger' },
              { label: ariaLabel ?? '', country: selected.label, dialCode: selected.dialCode || 'none' },
            )
          : ariaLabel}
      </Select.Label>
      <Select.Control>
        <Select.Trigger
          className={styles.trigger}
          onFocus={(event) => {
            measure(event.currentTarget);
            onFocus?.();
          }}
          onBlur={() => onBlur?.()}
          onPointerEnter={(event) => measure(event.currentTarget)}
          onKeyDownCapture={onTypeahead}
        >
          <Flag country={value} flags={flags} className={styles.flag} />
          {selected?.dialCode && (
            <span className={styles.dialCode} aria-hidden>
              {selected.dialCode}
            </span>
          )}
          <Select.Indicator className={styles.indicator}>
            <ChevronDown aria-hidden />
          </Select.Indicator>
        </Select.Trigger>
      </Select.Control>
      <Portal>
        <Select.Positioner className={styles.positioner}>
          <Select.Content className={styles.content} onKeyDownCapture={onTypeahead}>
            {choices.map((choice) => (
              <Select.Item key={choice.value} item={choice} className={styles.item}>
                <Flag country={choice.value} flags={flags} className={styles.flag} />
                <Select.ItemText className={styles.itemText}>
                  <span className={styles.countryName}>{choice.label}</span>
                  {choice.dialCode && <span className={styles.dialCode}>{choice.dialCode}</span>}
                </Select.ItemText>
                <Select.ItemIndicator className={styles.itemIndicator}>
                  <Check aria-hidden />
                </Select.ItemIndicator>
              </Select.Item>
            ))}
          </Select.Content>
        </Select.Positioner>
      </Portal>
      <Select.HiddenSelect />
    </Select.RootProvider>
  );
}
