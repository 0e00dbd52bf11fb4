/**
 * Cognito's default password policy, as the sign-up and reset screens show it before submitting: at least 8
 * characters with an upper-case and a lower-case letter, a number and a symbol. Letters and symbols are the
 * ones Cognito counts (basic Latin letters; its list of special characters, a space inside the password
 * included), so a password the checklist accepts is one the pool accepts.
 */
export const PASSWORD_MIN_LENGTH = 8;
/** Cognito refuses longer passwords. */
export const PASSWORD_MAX_LENGTH = 256;

export const PASSWORD_RULES = ['length', 'uppercase', 'lowercase', 'number', 'symbol'] as const;
export type PasswordRule = (typeof PASSWORD_RULES)[number];

const COGNITO_SYMBOLS = new Set('^$*.[]{}()?-"!@#%&/\\,><\':;|_~`+=');

function hasSymbol(password: string): boolean {
  const inner = password.slice(1, -1);
  return [...password].some((char) => COGNITO_SYMBOLS.has(char)) || inner.includes(' ');
}

const CHECKS: Readonly<Record<PasswordRule, (password: string) => boolean>> = {
  length: (password) => password.length >= PASSWORD_MIN_LENGTH,
  uppercase: (password) => /[A-Z]/.test(password),
  lowercase: (password) => /[a-z]/.test(password),
  number: (password) => /[0-9]/.test(password),
  symbol: hasSymbol,
};

export function meetsPasswordRule(rule: PasswordRule, password: string): boolean {
  return CHECKS[rule](password);
}

/** The rules the password does not meet yet, in the checklist's order. */
export function unmetPasswordRules(password: string): PasswordRule[] {
  return PASSWORD_RULES.filter((rule) => !meetsPasswordRule(rule, password));
}

export function meetsPasswordPolicy(password: string): boolean {
  return password.length <= PASSWORD_MAX_LENGTH && unmetPasswordRules(password).length === 0;
}
