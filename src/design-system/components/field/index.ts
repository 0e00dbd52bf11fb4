export { DateInput } from './DateInput';
export {
  Field,
  Input,
  PasswordInput,
  Textarea,
  useFieldDescribedBy,
  VerbatimInput,
  type FieldProps,
  type InputProps,
  type PasswordInputProps,
  type TextareaProps,
} from './Field';
