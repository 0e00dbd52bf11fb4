export { PhoneField, PhoneInput, type PhoneFieldProps, type PhoneInputProps } from './PhoneInput';
export {
  acceptsPhoneInput,
  allowedCountries,
  createTypeahead,
  dropdownPlacement,
  MAX_NATIONAL_NUMBER_LENGTH,
  MAX_RAW_INPUT_LENGTH,
  MIN_NATIONAL_NUMBER_LENGTH,
  PHONE_INPUT_DEFAULTS,
  toPhoneValue,
  validatePhoneNumber,
  type PhoneInvalidReason,
  type PhoneValidation,
  type PhoneValue,
} from './phone-rules';
