import { demoUsers, type DemoUser } from '../../fixtures/demo-users';

interface Volume {
  transactions: number;
  notifications: number;
  nfts: boolean;
}

/** How much history each demo user gets. */
export function volumeOf(user: DemoUser): Volume {
  if (user.userId === demoUsers.customer.userId) return { transactions: 240, notifications: 36, nfts: true };
  if (user.nw === 1) return { transactions: 0, notifications: 1, nfts: false };
  return user.groups.includes('admin')
    ? { transactions: 25, notifications: 6, nfts: false }
    : { transactions: 10, notifications: 3, nfts: false };
}
