export {
  CREDENTIALS_REFRESH_MS,
  REFRESH_RETRY_DELAY_MS,
  sessionMachine,
  toSessionEvent,
  type ResettingAuthEvent,
  type SessionActorRef,
  type SessionContext,
  type SessionEmitted,
  type SessionEvent,
  type SessionSnapshot,
} from './session/session.machine';
export { getFreshAccessToken, isSessionReadyNow } from './session/fresh-token';
export {
  LOGGED_OUT_NOTICE_DELAY_MS,
  signOutMachine,
  type SignOutActorRef,
  type SignOutContext,
  type SignOutEmitted,
  type SignOutEvent,
  type SignOutNotice,
  type SignOutSnapshot,
} from './sign-out/sign-out.machine';
export {
  IDLE_WARNING_MS,
  idleMachine,
  type IdleActorRef,
  type IdleContext,
  type IdleEvent,
  type IdleInput,
  type IdleSnapshot,
} from './idle/idle.machine';
export { ACTIVITY_THROTTLE_MS, browserActivity, browserIdleImplementations } from './idle/browser-activity';
export {
  amplifyImplementations,
  createRootActor,
  idleOf,
  notificationsOf,
  onAuthEvent,
  onRefreshFailure,
  onSessionEnd,
  rootMachine,
  sessionAccessTokenSource,
  sessionOf,
  signOut,
  signOutOf,
  type RootActorRef,
  type RootDependencies,
  type RootEvent,
} from './root/root.machine';
export { RootActorProvider, useRootActor } from './react/RootActorProvider';
export {
  selectRefreshing,
  selectSessionStatus,
  selectSigningOut,
  selectUser,
  useAuthEvents,
  useSession,
  useSessionActor,
  useSignOut,
  useSignOutActor,
  type SessionStatus,
  type SessionView,
  type SignOutView,
} from './react/hooks';
export {
  useNotifications,
  useNotificationsActor,
  useNotificationsWhileMounted,
  useUnreadNotificationsCount,
  type NotificationsView,
} from './react/notifications-hooks';
export { useDraft, useIdleWarning, type IdleWarningView } from './react/idle-hooks';
