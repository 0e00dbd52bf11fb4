import { describe, expect, it } from 'vitest';
import { ApiError } from '@/services/api';
import { changePasswordSchema, fieldProblemOf } from './change-password';

const issues = (values: Record<string, string>) => {
  const result = changePasswordSchema.safeParse(values);
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
};

describe('change password form', () => {
  it('accepts a policy-meeting new password that differs from the current one and is confirmed', () => {
    expect(
      issues({ currentPassword: 'Wallet#Demo2026', newPassword: 'Fresh#Start2027', confirmPassword: 'Fresh#Start2027' }),
    ).toEqual([]);
  });

  it('names each problem on its own field', () => {
    expect(issues({ currentPassword: '', newPassword: 'short', confirmPassword: 'other' })).toEqual([
      ['currentPassword', 'account.password.current.required'],
      ['newPassword', 'account.password.new.policy'],
      ['confirmPassword', 'account.password.confirm.differs'],
    ]);
    expect(
      issues({ currentPassword: 'Wallet#Demo2026', newPassword: 'Wallet#Demo2026', confirmPassword: 'Wallet#Demo2026' }),
    ).toEqual([['newPassword', 'account.password.new.same']]);
  });

  it('turns the server field errors into inline messages', () => {
    const refusal = (field: string, code: string) =>
      new ApiError({ status: 422, messageId: 'errors.users.changePassword', errors: [{ field, code, message: 'x' }] });
    expect(fieldProblemOf(refusal('oldPassword', 'INVALID_PASSWORD'))).toEqual({
      field: 'currentPassword',
      messageId: 'account.password.current.wrong',
    });
    expect(fieldProblemOf(refusal('newPassword', 'SAME_PASSWORD'))?.messageId).toBe('account.password.new.same');
    expect(fieldProblemOf(refusal('newPassword', 'WEAK_PASSWORD'))?.messageId).toBe('account.password.new.policy');
    expect(fieldProblemOf(new ApiError({ status: 500, messageId: 'errors.users.changePassword' }))).toBeNull();
  });
});
