import { useRef, useState, type FormEvent } from 'react';
import { validateSignIn, type SignInField, type SignInProblems, type SignInValues } from '../model/sign-in-form';

const FIELD_ORDER: readonly SignInField[] = ['email', 'password'];

/** What the sign-in screen binds to an input: controlled value and the two events that validate. */
export interface SignInFieldBinding {
  name: SignInField;
  value: string;
  onChange: (event: { target: { value: string } }) => void;
  onBlur: () => void;
}

/**
 * The sign-in form's state without a form library (the screen every visitor downloads first): the same
 * timing as the other auth forms (react-hook-form's `onTouched`): a field is checked when it loses focus, then
 * on every change; after a submit every field is checked on change. A submit with problems shows them all and
 * focuses the first; a valid one hands over the values (email trimmed) and is `submitting` until it settles.
 */
export function useSignInForm(initial: SignInValues, onValid: (values: SignInValues) => Promise<void>) {
  const [values, setValues] = useState(initial);
  const [problems, setProblems] = useState<SignInProblems>({});
  const [submitting, setSubmitting] = useState(false);
  const touched = useRef(new Set<SignInField>());
  const submitted = useRef(false);
  // The latest values for handlers that run before the next render (blur right after typing, getValues).
  const current = useRef(values);

  const check = (field: SignInField, next: SignInValues) =>
    setProblems((shown) => ({ ...shown, [field]: validateSignIn(next).problems[field] }));

  const change = <F extends keyof SignInValues>(field: F, value: SignInValues[F], validate: boolean) => {
    const next = { ...current.current, [field]: value };
    current.current = next;
    setValues(next);
    if (validate && field !== 'rememberMe') check(field as SignInField, next);
  };

  const bind = (field: SignInField): SignInFieldBinding => ({
    name: field,
    value: values[field],
    onChange: (event) => change(field, event.target.value, submitted.current || touched.current.has(field)),
    onBlur: () => {
      touched.current.add(field);
      // After a submit, leaving a field does not check it again (changes do).
      if (!submitted.current) check(field, current.current);
    },
  });

  /** Sets a field as if the customer had typed it and left it (the demo credentials). */
  const fill = (field: SignInField, value: string) => {
    touched.current.add(field);
    change(field, value, true);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const result = validateSignIn(current.current);
    submitted.current = true;
    setProblems(result.problems);
    const first = FIELD_ORDER.find((field) => result.problems[field] !== undefined);
    if (first) {
      form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setSubmitting(true);
    try {
      await onValid(result.values);
    } finally {
      setSubmitting(false);
    }
  };

  return {
    values,
    problems,
    submitting,
    bind,
    fill,
    setRememberMe: (checked: boolean) => change('rememberMe', checked, false),
    getValues: () => current.current,
    submit,
  };
}
