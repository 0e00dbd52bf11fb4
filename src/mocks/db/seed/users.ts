import { demoUsers, type DemoUser } from '../../fixtures/demo-users';
import { avatarArt } from '../art';
import { DAY, iso } from '../format';
import { mediaUrl } from '../media';
import type { DemoDatabase, StoredUser } from '../types';

export function buildUser(user: DemoUser, now: number, index: number, db: DemoDatabase): StoredUser {
  const created = now - (420 - index * 90) * DAY;
  const image = user.userId === demoUsers.customer.userId ? `avatars/${user.userId}.svg` : null;
  if (image) {
    db.media[image] = {
      contentType: 'image/svg+xml',
      encoding: 'text',
      body: avatarArt(`${user.name[0]}${user.lastname[0]}`, '#6a35ee'),
    };
  }
  const kycStatus = user.groups.includes('admin') ? 'approved' : user.tenantId ? 'pending' : 'not_started';
  return {
    id: user.userId,
    sub: user.sub,
    email: user.email,
    username: user.email,
    name: user.nw === 1 ? '' : user.name,
    lastname: user.nw === 1 ? '' : user.lastname,
    nickname: user.nickname ?? null,
    birthdate: user.birthdate ?? null,
    gender: user.gender === '1' || user.gender === '2' || user.gender === '3' ? user.gender : null,
    phoneNumber: user.userId === demoUsers.customer.userId ? '+905321234567' : null,
    image: image ? mediaUrl(image) : null,
    tenantId: user.tenantId ?? null,
    nw: user.nw,
    isRegisterComplete: user.nw === 0,
    kycStatus,
    createdAt: iso(created),
    updatedAt: iso(created + 3 * DAY),
    password: user.password,
  };
}
