export { DateInput } from './DateInput';
export {
  Field,
  Input,
  PasswordInput,
  Textarea,
  useFieldDescribedBy,
  type FieldProps,
  type InputProps,
  type PasswordInputProps,
  type TextareaProps,
} from './Field';
