import { createContext } from 'react';

/** Takes the app to an absolute path, in the page; it must read no location and never change (see PathLink). */
export type FollowPath = (to: string) => void;

/** The app's way to follow a PathLink: its router. Without one (a story, a test), PathLink is React Router's <Link>. */
export const FollowPathContext = createContext<FollowPath | null>(null);
