export { PasswordChecklist, type PasswordChecklistProps } from './PasswordChecklist';
export {
  meetsPasswordPolicy,
  meetsPasswordRule,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_RULES,
  unmetPasswordRules,
  type PasswordRule,
} from './password-policy';
