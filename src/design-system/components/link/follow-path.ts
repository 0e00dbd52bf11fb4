import { createContext } from 'react';

/** How a link's path is followed: as React Router's <Link> props of the same names. */
export interface FollowOptions {
  /** Replace the current history entry instead of adding one. */
  replace?: boolean | undefined;
  /** History state the next screen reads (e.g. the email typed so far). */
  state?: unknown;
}

/** Takes the app to an absolute path, in the page; it must read no location and never change (see PathLink). */
export type FollowPath = (to: string, options?: FollowOptions) => void;

/** The app's way to follow a PathLink: its router. Without one (a story, a test), PathLink is React Router's <Link>. */
export const FollowPathContext = createContext<FollowPath | null>(null);
