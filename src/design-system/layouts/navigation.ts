import type { ReactNode } from 'react';

/** One entry of the main menu as the layout draws it; the app decides the entries and where they lead. */
export interface NavItem {
  /** Stable key; `activeNavId` names the highlighted entry by it. */
  id: string;
  /** Message id of the label (ds.nav.*). */
  labelId: string;
  href: string;
  /** A decorative icon (aria-hidden). */
  icon: ReactNode;
  /** Shows the Soon badge. */
  soon?: boolean;
}

/** The id of the main scroll container: the router resets its scroll position after navigation. */
export const MAIN_CONTENT_ID = 'main-content';

/** A signed-in user as the layout shows them. */
export interface LayoutUser {
  /** Name and family name joined; empty when either is missing. */
  fullName?: string | null;
  email: string;
  /** Profile picture URL. */
  image?: string | null;
  /** When the profile (and so the picture) last changed: an ISO date or a timestamp. */
  updatedAt?: string | number | null;
}

/** Full name, else email. */
export function displayNameOf(user: LayoutUser): string {
  return user.fullName?.trim() || user.email;
}

/**
 * The picture URL with a cache-busting `t=<updatedAt timestamp>`, so a new picture shows at once;
 * undefined without a picture (the default logo shows).
 */
export function avatarSrc(user: LayoutUser): string | undefined {
  if (!user.image) return undefined;
  const stamp = typeof user.updatedAt === 'number' ? user.updatedAt : user.updatedAt ? Date.parse(user.updatedAt) : Number.NaN;
  if (!Number.isFinite(stamp)) return user.image;
  return `${user.image}${user.image.includes('?') ? '&' : '?'}t=${stamp}`;
}
