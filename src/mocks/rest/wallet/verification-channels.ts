import type { VerificationChannel } from '@/services/api';
import type { StoredUser } from '../../db/types';
import { isAdmin } from '../auth';

/** Where the withdrawal codes went, masked as in the message the customer sees. */
export function maskEmail(email: string): string {
  const [name = '', domain = ''] = email.split('@');
  return `${name.slice(0, 1)}***@${domain}`;
}

export function maskPhone(phone: string): string {
  return `${phone.slice(0, 3)} *** *** ** ${phone.slice(-2)}`;
}

/** Every customer gets an email code, plus SMS with a phone number and an authenticator code for admins. */
export function channelsOf(user: StoredUser): VerificationChannel[] {
  const channels: VerificationChannel[] = ['email'];
  if (user.phoneNumber) channels.push('sms');
  if (isAdmin(user)) channels.push('totp');
  return channels;
}
