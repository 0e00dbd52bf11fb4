/**
 * The auth forms' validation (react-hook-form, with zod or by hand). Every message is a catalogue id of this feature
 * (`auth.validation.*`), translated where it is shown.
 */
export const validationIds = {
  emailRequired: 'auth.validation.emailRequired',
  emailInvalid: 'auth.validation.emailInvalid',
  passwordRequired: 'auth.validation.passwordRequired',
  passwordPolicy: 'auth.validation.passwordPolicy',
  passwordTooLong: 'auth.validation.passwordTooLong',
  confirmPasswordRequired: 'auth.validation.confirmPasswordRequired',
  passwordsDiffer: 'auth.validation.passwordsDiffer',
  firstNameRequired: 'auth.validation.firstNameRequired',
  lastNameRequired: 'auth.validation.lastNameRequired',
  nameTooLong: 'auth.validation.nameTooLong',
  phoneRequired: 'auth.validation.phoneRequired',
  phoneInvalid: 'auth.validation.phoneInvalid',
  termsRequired: 'auth.validation.termsRequired',
  codeRequired: 'auth.validation.codeRequired',
  codeFormat: 'auth.validation.codeFormat',
  birthdateRequired: 'auth.validation.birthdateRequired',
  birthdateInvalid: 'auth.validation.birthdateInvalid',
  birthdateFuture: 'auth.validation.birthdateFuture',
  birthdateTooEarly: 'auth.validation.birthdateTooEarly',
  confirmDetailsRequired: 'auth.validation.confirmDetailsRequired',
} as const;
