import type * as Adapter from './adapter';
import { config } from '../config/env';
import { loadedOnce } from '@/shared/loading/loaded-once';
import { buildAmplifyConfig, hasIdentityPool } from './amplify-config';
import { sessionOfTokens, type AuthSession } from './stored-session';
import { hostedSignInInFlight, readStoredTokens } from './token-entries';

/**
 * Amplify (≈40 kB gzip, 15–50 ms of a phone's main thread to evaluate) is loaded only when something needs it:
 * a sign-in, a refresh, a sign-out, the hosted sign-in's return. Reading who is signed in (the first thing every
 * page does) uses the tokens Amplify stored, so a signed-in page never waits for it, and a visit that neither
 * refreshes nor signs out never runs it. Nothing is lost by not loading it sooner: its Hub only reports what a
 * call in this tab did (other tabs' sign-outs come through `listenToOtherTabsSigningOut`).
 */
type AdapterModule = typeof Adapter;

let loaded: AdapterModule | undefined;
const onLoad: Array<(adapter: AdapterModule) => void> = [];

/** The Amplify adapter, imported once; a failed import (a new deploy) is tried again on the next call. */
export const loadAmplify: () => Promise<AdapterModule> = loadedOnce(() =>
  import('./adapter').then((adapter) => {
    loaded = adapter;
    // Before any caller continues: a Hub listener is attached before the call that fires its event.
    for (const attach of onLoad.splice(0)) attach(adapter);
    return adapter;
  }),
);

/**
 * Follows Amplify's auth Hub channel from the moment Amplify is loaded (by the first call that needs it, before
 * that call continues); returns the unsubscribe function.
 */
export function listenToAuthEvents(listener: (event: Adapter.AuthHubEvent) => void): () => void {
  let stop: (() => void) | undefined;
  let stopped = false;
  const attach = (adapter: AdapterModule) => {
    if (!stopped) stop = adapter.listenToAuthEvents(listener);
  };
  if (loaded) attach(loaded);
  else onLoad.push(attach);
  return () => {
    stopped = true;
    const index = onLoad.indexOf(attach);
    if (index >= 0) onLoad.splice(index, 1);
    stop?.();
  };
}

/**
 * The stored session without the network. Read from storage when it can be (no Amplify); Amplify decides
 * when a hosted sign-in is completing or a stored token cannot be read.
 */
export async function loadSession(): Promise<AuthSession | null> {
  if (!hostedSignInInFlight()) {
    const tokens = readStoredTokens();
    if (!tokens) return null;
    try {
      return sessionOfTokens(tokens);
    } catch {
      // Amplify's own reading decides what an unreadable token means.
    }
  }
  return (await loadAmplify()).loadSession();
}

/** Whether this build has a hosted sign-in (an OAuth domain is configured; never in demo mode). */
export function hostedSignInConfigured(): boolean {
  return Boolean(buildAmplifyConfig(config).Auth?.Cognito.loginWith?.oauth);
}

/** Identity-pool credentials are refreshed on a timer only when an identity pool is configured. */
export function identityPoolConfigured(): boolean {
  return hasIdentityPool(buildAmplifyConfig(config));
}

/** Configures Amplify from the build's environment (tests start from a fresh configuration). */
export async function configureAuth(): Promise<void> {
  (await loadAmplify()).configureAuth();
}

export const refreshSession: typeof Adapter.refreshSession = async () => (await loadAmplify()).refreshSession();
export const clearLocalSession: typeof Adapter.clearLocalSession = async () => (await loadAmplify()).clearLocalSession();
export const refreshIdentityCredentials: typeof Adapter.refreshIdentityCredentials = async () =>
  (await loadAmplify()).refreshIdentityCredentials();
export const signIn: typeof Adapter.signIn = async (input) => (await loadAmplify()).signIn(input);
export const signInWithHostedUi: typeof Adapter.signInWithHostedUi = async (input) =>
  (await loadAmplify()).signInWithHostedUi(input);
export const signUp: typeof Adapter.signUp = async (input) => (await loadAmplify()).signUp(input);
export const confirmSignUp: typeof Adapter.confirmSignUp = async (input) => (await loadAmplify()).confirmSignUp(input);
export const resendSignUpCode: typeof Adapter.resendSignUpCode = async (input) => (await loadAmplify()).resendSignUpCode(input);
export const requestPasswordReset: typeof Adapter.requestPasswordReset = async (input) =>
  (await loadAmplify()).requestPasswordReset(input);
export const confirmPasswordReset: typeof Adapter.confirmPasswordReset = async (input) =>
  (await loadAmplify()).confirmPasswordReset(input);
export const getCurrentUser: typeof Adapter.getCurrentUser = async () => (await loadAmplify()).getCurrentUser();
export const fetchUserAttributes: typeof Adapter.fetchUserAttributes = async () => (await loadAmplify()).fetchUserAttributes();
export const signOutGlobally: typeof Adapter.signOutGlobally = async () => (await loadAmplify()).signOutGlobally();
export const revokeRefreshToken: typeof Adapter.revokeRefreshToken = async (token) =>
  (await loadAmplify()).revokeRefreshToken(token);
