import { Field as ArkField } from '@ark-ui/react/field';
import {
  createContext,
  forwardRef,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ComponentProps,
  type ReactNode,
} from 'react';
import { useIntl } from 'react-intl';
import PhoneNumberInput, { type Country } from 'react-phone-number-input';
import enLabels from 'react-phone-number-input/locale/en.json';
import trLabels from 'react-phone-number-input/locale/tr.json';
import { cx } from 'styled-system/css';
import { phoneInput } from 'styled-system/recipes';
import { Field, useFieldDescribedBy } from '../field';
import { CountrySelect } from './CountrySelect';
import {
  acceptsPhoneInput,
  allowedCountries,
  defaultPhoneCountry,
  needsCountryFirst,
  PHONE_INPUT_DEFAULTS,
  toPhoneValue,
  type PhoneValue,
} from './phone-rules';

/** Two names the library's Turkish list gets wrong: "Hindistan'da" is "in India", and the Holy See's is half English. */
const TURKISH_NAME_FIXES = { IN: 'Hindistan', VA: 'Vatikan' } as const;
const labelsFor = { en: enLabels, tr: { ...trLabels, ...TURKISH_NAME_FIXES } } as const;

interface InputRules {
  validCharactersOnly: boolean;
  /** The country chosen right now (read at key time). */
  country: () => Country | undefined;
  onCountryNeeded?: () => void;
}
const InputRulesContext = createContext<InputRules>({ validCharactersOnly: false, country: () => undefined });

/** The number field inside react-phone-number-input: an Ark Field input, so label, hint and error are wired. */
const NumberInput = forwardRef<HTMLInputElement, ComponentProps<'input'>>(function NumberInput(
  { className, onPaste, onBeforeInput, onChange, ...props },
  ref,
) {
  const rules = useContext(InputRulesContext);
  const describedBy = useFieldDescribedBy();
  return (
    <ArkField.Input
      ref={ref}
      {...props}
      aria-describedby={describedBy}
      className={cx(phoneInput().input, className)}
      onChange={(event) => {
        // Without a country the library would turn "532…" into "+532…", another country's number.
        if (needsCountryFirst(event.currentTarget.value, rules.country())) {
          event.currentTarget.value = '';
          rules.onCountryNeeded?.();
        } else onChange?.(event);
      }}
      onPaste={(event) => {
        // Pasted text over 250 characters, or with characters the restriction forbids, is refused whole.
        if (!acceptsPhoneInput(event.clipboardData.getData('text'), rules)) event.preventDefault();
        else onPaste?.(event);
      }}
      onBeforeInput={(event) => {
        const data = (event.nativeEvent as InputEvent).data ?? '';
        if (!acceptsPhoneInput(data, rules)) event.preventDefault();
        else onBeforeInput?.(event);
      }}
    />
  );
});

export interface PhoneInputProps {
  /** E.164 number ("+905321234567") for a controlled input. */
  value?: string;
  /** Starting number for an uncontrolled input. */
  defaultValue?: string;
  /** Every change of number or country: country code, validity, formatted and national number. */
  onChange?: (value: PhoneValue) => void;
  onBlur?: () => void;
  /** The country to start with. Without it, `lookupCountry` is asked (the spec's default country from IP). */
  defaultCountry?: Country;
  /** Resolves the visitor's country code (e.g. createCountryLookup() from src/services/country-lookup). */
  lookupCountry?: () => Promise<string>;
  /** Called when the lookup fails (its message id is errors.country.lookup); the field keeps working. */
  onLookupError?: (error: unknown) => void;
  /**
   * Called when a digit is typed while no country is chosen (only possible when the interface language's
   * region is not offered): the digit is refused rather than read as an international number.
   */
  onCountryNeeded?: () => void;
  /** Offer only these countries. */
  onlyCountries?: Country[];
  /** Offer every country but these. */
  ignoredCountries?: Country[];
  /** Refuse characters other than digits, ( ) - + and spaces. */
  validCharactersOnly?: boolean;
  /** Defaults to "Enter a phone number". */
  placeholder?: string;
  /** Form name of the number (default "telephone"; the country goes as "telephoneCountry"). */
  name?: string;
  disabled?: boolean;
  readOnly?: boolean;
  className?: string;
}

/**
 * Telephone number with a country list (react-phone-number-input, flags as image files, Ark select).
 * Formats as you type; maxlength 25; type tel; name telephone. Put it in a Field (or use PhoneField).
 */
export function PhoneInput({
  value,
  defaultValue,
  onChange,
  onBlur,
  defaultCountry,
  lookupCountry,
  onLookupError,
  onCountryNeeded,
  onlyCountries,
  ignoredCountries,
  validCharactersOnly = false,
  placeholder,
  name = PHONE_INPUT_DEFAULTS.name,
  disabled,
  readOnly,
  className,
}: PhoneInputProps) {
  const intl = useIntl();
  const styles = phoneInput();
  const countries = useMemo(() => allowedCountries(onlyCountries, ignoredCountries), [onlyCountries, ignoredCountries]);
  const [detectedCountry, setDetectedCountry] = useState<Country | undefined>(undefined);
  const [ownValue, setOwnValue] = useState(defaultValue);
  // The library reports a country change and the number it implies in either order: the latest
  // country is kept in a ref so every reported value pairs the right number with the right country.
  // Until the lookup answers (or when it cannot), the interface language's region stands in: a number
  // typed with no country and no + is judged against it, never read as international.
  const startCountry = defaultPhoneCountry({ given: defaultCountry, detected: detectedCountry, locale: intl.locale, countries });
  const countryRef = useRef<Country | undefined>(startCountry);
  const number = value ?? ownValue;
  const rules = useMemo(
    () => ({ validCharactersOnly, country: () => countryRef.current, onCountryNeeded }),
    [validCharactersOnly, onCountryNeeded],
  );

  useEffect(() => {
    if (defaultCountry || !lookupCountry) return;
    let current = true;
    lookupCountry().then(
      (code) => {
        const found = countries.find((candidate) => candidate === code.toUpperCase());
        if (current && found) setDetectedCountry(found);
      },
      (error: unknown) => {
        if (current) onLookupError?.(error);
      },
    );
    return () => {
      current = false;
    };
    // Looked up once per mount: the visitor's country does not change while the form is open.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const labels = labelsFor[intl.locale === 'tr' ? 'tr' : 'en'];

  return (
    <InputRulesContext value={rules}>
      <PhoneNumberInput
        className={cx(styles.container, className)}
        value={number}
        onChange={(next?: string) => {
          setOwnValue(next);
          onChange?.(toPhoneValue(next, countryRef.current ?? startCountry, rules));
        }}
        onCountryChange={(next?: Country) => {
          countryRef.current = next;
          onChange?.(toPhoneValue(number, next, rules));
        }}
        onBlur={() => onBlur?.()}
        defaultCountry={startCountry}
        // A stored number ("+905321234567") shows as the customer types one: national, beside its country's code.
        initialValueFormat="national"
        countries={countries}
        labels={labels}
        // Sorted by the language's own alphabet: in Turkish, Ç after C and İ after I.
        locales={intl.locale}
        // Only when no country can be assumed is the field "International": type +…
        addInternationalOption={!startCountry}
        countrySelectComponent={CountrySelect}
        countrySelectProps={{ locale: intl.locale }}
        inputComponent={NumberInput}
        // The focus stays on the country, as with every select: the library moving it to the number made the number
        // "left" (and a required number's message show) when the select took the focus back, and sent the next
        // letter of a type-to-find into the number.
        focusInputOnCountrySelection={false}
        placeholder={placeholder ?? intl.formatMessage({ id: 'ds.phoneInput.placeholder' })}
        name={name}
        type={PHONE_INPUT_DEFAULTS.type}
        maxLength={PHONE_INPUT_DEFAULTS.maxLength}
        autoComplete="tel"
        disabled={disabled}
        readOnly={readOnly}
      />
    </InputRulesContext>
  );
}

export interface PhoneFieldProps extends Omit<PhoneInputProps, 'onBlur'> {
  label: ReactNode;
  hint?: ReactNode;
  /** An error from the form; otherwise the field says "Enter a valid phone number" once a typed number is invalid and the field is left. */
  error?: ReactNode;
  required?: boolean;
}

/** Label + PhoneInput + hint, showing the invalid-number message after the field is left. */
export function PhoneField({ label, hint, error, required, onChange, disabled, ...props }: PhoneFieldProps) {
  const intl = useIntl();
  const [phone, setPhone] = useState<PhoneValue | undefined>(undefined);
  const [touched, setTouched] = useState(false);
  const [countryNeeded, setCountryNeeded] = useState(false);
  const invalid = touched && phone !== undefined && phone.nationalNumber !== '' && !phone.isValid;
  const ownError = countryNeeded ? 'ds.phoneInput.countryNeeded' : invalid ? 'ds.phoneInput.invalid' : undefined;
  return (
    <Field
      label={label}
      hint={hint}
      required={required}
      disabled={disabled}
      error={error ?? (ownError ? intl.formatMessage({ id: ownError }) : undefined)}
    >
      <PhoneInput
        onCountryNeeded={() => setCountryNeeded(true)}
        {...props}
        disabled={disabled}
        onBlur={() => setTouched(true)}
        onChange={(next) => {
          setPhone(next);
          setCountryNeeded(false);
          onChange?.(next);
        }}
      />
    </Field>
  );
}
