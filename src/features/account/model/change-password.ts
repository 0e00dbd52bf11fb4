import { z } from 'zod';
import { meetsPasswordPolicy, PASSWORD_MAX_LENGTH } from '@/design-system';
import type { ApiError } from '@/services/api';

/** Values are message ids: the form shows them translated. */
export const changePasswordSchema = z
  .object({
    currentPassword: z.string().min(1, 'account.password.current.required'),
    newPassword: z
      .string()
      .min(1, 'account.password.new.required')
      .max(PASSWORD_MAX_LENGTH, 'account.password.new.tooLong')
      .refine(meetsPasswordPolicy, 'account.password.new.policy'),
    confirmPassword: z.string().min(1, 'account.password.confirm.required'),
  })
  .superRefine(({ currentPassword, newPassword, confirmPassword }, ctx) => {
    if (newPassword && newPassword === currentPassword)
      ctx.addIssue({ code: 'custom', path: ['newPassword'], message: 'account.password.new.same' });
    if (confirmPassword && confirmPassword !== newPassword)
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: 'account.password.confirm.differs' });
  });

export type ChangePasswordValues = z.infer<typeof changePasswordSchema>;

export type ChangePasswordField = keyof ChangePasswordValues;

/**
 * What the server said about one field (422 with `errors[].field`), as the inline message to show: a wrong
 * current password is its own message, not the general failure.
 */
export function fieldProblemOf(error: ApiError): { field: ChangePasswordField; messageId: string } | null {
  for (const item of error.errors) {
    if (item.field === 'oldPassword') return { field: 'currentPassword', messageId: 'account.password.current.wrong' };
    if (item.field === 'newPassword')
      return {
        field: 'newPassword',
        messageId: item.code === 'SAME_PASSWORD' ? 'account.password.new.same' : 'account.password.new.policy',
      };
  }
  return null;
}
