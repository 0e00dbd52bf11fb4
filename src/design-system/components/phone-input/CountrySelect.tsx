import { useFieldContext } from '@ark-ui/react/field';
import { Portal } from '@ark-ui/react/portal';
import { Select, createListCollection, useSelect, type ListCollection } from '@ark-ui/react/select';
import { ChevronDown } from 'lucide-react';
import { Suspense, lazy, memo, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { getCountryCallingCode, type Country } from 'react-phone-number-input';
import { phoneInput, screenReaderOnly } from 'styled-system/recipes';
import { loadedOnce } from '@/shared/loading/loaded-once';
import { Flag, INTERNATIONAL, toCountry, type Choice } from './country-choice';
import type { ScrollToIndex } from './CountryOptions';
import { createTypeahead, dropdownPlacement } from './phone-rules';

interface CountryOption {
  value?: Country;
  label: string;
  divider?: boolean;
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
  locale: string;
}

/**
 * The open list's rows and their virtualiser (about 10 kB): not part of the form's first paint, downloaded once the
 * browser is idle after it, and at the latest when the list is about to open (the pointer on the trigger, or the
 * focus). A failed download is asked again next time.
 */
const loadOptions = loadedOnce(() => import('./CountryOptions'));
const CountryOptions = lazy(async () => ({ default: (await loadOptions()).CountryOptions }));

/**
 * The native select's options (the form's and autofill's copy of the list), as Ark's HiddenSelect renders them, but
 * made once per list: Ark's part built all 245 again at every render of the select, and the list renders four times
 * as it opens (ADR 0026, session 95).
 */
const HiddenOptions = memo(function HiddenOptions({ collection }: { collection: ListCollection<Choice> }) {
  return collection.items.map((item) => {
    const value = collection.getItemValue(item) ?? '';
    return (
      <option key={value} value={value} disabled={collection.getItemDisabled(item)}>
        {collection.stringifyItem(item)}
      </option>
    );
  });
});

/**
 * The countries as Ark's list collection, with two of its answers kept. zag's select compares its collection at every
 * render by `toString()`, a walk over all 245 countries, and finds an item by its value with `indexOf`, a scan (the
 * selected and the highlighted country, at each render). The list is made once per language, so its string is made
 * once, and a value's place is looked up in a map (ADR 0026, session 95).
 */
function countryCollection(choices: Choice[]): ListCollection<Choice> {
  const collection = createListCollection({
    items: choices,
    itemToValue: (choice) => choice.value,
    itemToString: (choice) => choice.label,
  });
  const text = collection.toString();
  const placeOf = new Map(choices.map((choice, index) => [choice.value as string, index]));
  collection.toString = () => text;
  collection.indexOf = (value) => (value == null ? -1 : (placeOf.get(value) ?? -1));
  return collection;
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
  locale,
}: CountrySelectProps) {
  const intl = useIntl();
  const field = useFieldContext();
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
  const collection = useMemo(() => countryCollection(choices), [choices]);
  const [placement, setPlacement] = useState(dropdownPlacement(Number.POSITIVE_INFINITY));
  // The list renders only the countries in view (CountryOptions), so Ark asks it to bring one into view.
  const scrollToIndex = useRef<ScrollToIndex | undefined>(undefined);
  // The rows' code, once the form has painted: ready before anyone opens the list.
  useEffect(() => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(() => void loadOptions());
    else globalThis.setTimeout(() => void loadOptions(), 1);
  }, []);
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
    scrollToIndexFn: (details) => scrollToIndex.current?.(details),
  });

  const selectedIndex = collection.indexOf(value ?? INTERNATIONAL);
  const selected = choices[selectedIndex];
  // Measured before the list opens (pointer, focus), so it opens on the side with room; its rows' code loads then.
  const measure = (element: HTMLElement) => {
    void loadOptions();
    setPlacement(dropdownPlacement(window.innerHeight - element.getBoundingClientRect().bottom));
  };

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
          <Flag country={value} className={styles.flag} />
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
            <Suspense fallback={null}>
              <CountryOptions
                choices={choices}
                selectedIndex={Math.max(selectedIndex, 0)}
                highlightedIndex={select.highlightedValue ? collection.indexOf(select.highlightedValue) : -1}
                scrollToIndex={scrollToIndex}
              />
            </Suspense>
          </Select.Content>
        </Select.Positioner>
      </Portal>
      {/* Ark's HiddenSelect, its options kept (above). The value never is empty: International is ZZ. */}
      <select aria-describedby={field?.ariaDescribedby} {...select.getHiddenSelectProps()}>
        <HiddenOptions collection={collection} />
      </select>
    </Select.RootProvider>
  );
}
