import type { ReactElement, ReactNode } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { AuthLayout } from '@/design-system';
import { clearLocalSession } from '@/services/auth';
import {
  removeRememberMe,
  removeReferralCode,
  removeSignedInMarker,
  removeSignedOutMarker,
  takeRedirectPath,
} from '@/services/storage';
import { css } from 'styled-system/css';
import type { AuthLocationState } from '../model/location-state';

const probeClass = css({ textStyle: 'mono' });
const wideFrameClass = css({ minHeight: 'screenH', bg: 'canvas', display: 'grid', placeItems: 'center', px: '4', py: '10' });
const wideContentClass = css({ width: 'full', maxWidth: 'xl' });

/**
 * Stories and component tests of the auth screens (not part of the feature's public surface): the screen at
 * its route and a probe that shows where a screen navigated to. The root actor (session and sign-out over
 * the real Amplify and the Cognito mock) comes from the harness (renderWithProviders, the Storybook decorator).
 */

/** Signed out, nothing stored: every story and test starts from here. */
export async function resetAuthState(): Promise<void> {
  await clearLocalSession();
  removeRememberMe();
  removeSignedInMarker();
  removeSignedOutMarker();
  removeReferralCode();
  takeRedirectPath();
}

/** Where a screen sent the customer: the path of the page that would open there, as its heading. */
export function LocationProbe() {
  const { pathname, search } = useLocation();
  return (
    <h1 data-testid="location" className={probeClass}>
      {pathname}
      {search}
    </h1>
  );
}

export interface AuthScreenHarnessProps {
  /** The screen's route path, e.g. /sign-in. */
  path: string;
  screen: ReactElement;
  /** Router state another screen would hand over (e.g. the email to prefill). */
  state?: AuthLocationState;
}

/** Opens `path` (with `state`) and renders the screen there; any other path shows the probe. */
export function AuthScreenHarness({ path, screen, state }: AuthScreenHarnessProps) {
  const location = useLocation();
  // The router's first entry (key 'default') is replaced by the screen's path with the handed-over state.
  if (location.key === 'default' && (location.pathname !== path || state !== undefined)) {
    return <Navigate to={path} replace state={state} />;
  }
  return (
    <Routes>
      <Route path={path} element={screen} />
      <Route path="*" element={<LocationProbe />} />
    </Routes>
  );
}

/**
 * The frame the screen has in the app: the sign-in screens sit in the design system's AuthLayout (as the
 * app's auth layout route renders them); `wide` is the signed-in registration page's plain main landmark.
 */
export function ScreenFrame({ children, wide = false }: { children: ReactNode; wide?: boolean }) {
  if (!wide) return <AuthLayout>{children}</AuthLayout>;
  return (
    <main className={wideFrameClass}>
      <div className={wideContentClass}>{children}</div>
    </main>
  );
}
