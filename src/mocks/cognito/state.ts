import { allDemoUsers, type DemoUser } from '../fixtures/demo-users';

/**
 * The Cognito mock's state: its users (the demo users plus anyone who signs up in the demo) and the
 * revocations of sign-outs. In the browser it is persisted in localStorage, so a sign-up or a sign-out
 * survives a reload; elsewhere (Vitest) it lives in memory and `resetCognitoMock()` starts it afresh.
 */

/** The confirmation code of every sign-up and password reset in the demo (the mock sends no email). */
export const DEMO_CONFIRMATION_CODE = '123456';

/** Demo access and ID tokens live five minutes, so a normal demo session exercises the refresh. */
export const DEFAULT_ACCESS_TOKEN_LIFETIME_SECONDS = 5 * 60;

export interface PendingCode {
  code: string;
  /** Epoch ms. */
  expiresAt: number;
}

export interface MockUser {
  sub: string;
  /** cognito:username — the pool signs people in by email, so usernames are generated (the sub). */
  username: string;
  email: string;
  password: string;
  confirmed: boolean;
  groups: string[];
  /** Cognito attributes other than sub and email (given_name, family_name, custom:*, …). */
  attributes: Record<string, string>;
  signUpCode?: PendingCode;
  resetCode?: PendingCode;
  codesSent: number;
}

interface PersistedState {
  version: 1;
  users: MockUser[];
  revokedOriginJtis: string[];
  /** sub → epoch seconds of the user's last global sign-out: tokens issued before it are refused. */
  signedOutAt: Record<string, number>;
}

export type RefreshFault = 'notAuthorized' | 'serverError' | 'networkError';

interface Runtime {
  accessTokenLifetimeSeconds: number;
  refreshFaults: RefreshFault[];
  calls: Map<string, number>;
}

export function fromDemoUser(user: DemoUser): MockUser {
  const attributes: Record<string, string> = {
    given_name: user.name,
    family_name: user.lastname,
    'custom:user_id': user.userId,
    'custom:nw': String(user.nw),
  };
  if (user.tenantId) attributes['custom:tenant_id'] = user.tenantId;
  if (user.birthdate) attributes.birthdate = user.birthdate;
  if (user.gender) attributes.gender = user.gender;
  if (user.nickname) attributes.nickname = user.nickname;
  return {
    sub: user.sub,
    username: user.sub,
    email: user.email,
    password: user.password,
    confirmed: true,
    groups: [...user.groups],
    attributes,
    codesSent: 0,
  };
}

function seed(): PersistedState {
  return { version: 1, users: allDemoUsers.map(fromDemoUser), revokedOriginJtis: [], signedOutAt: {} };
}

const STORAGE_KEY = 'wallet-demo:cognito';

/**
 * Controls for journeys against the running demo (Playwright sets them with addInitScript or evaluate):
 * `{ "accessTokenLifetimeSeconds": 10, "refreshFaults": ["notAuthorized"] }` in localStorage. Read at each
 * use, so a test can change them while the app runs; queued faults are taken one per refresh.
 */
export const COGNITO_CONTROLS_STORAGE_KEY = 'wallet-demo:cognito-controls';

interface StoredControls {
  accessTokenLifetimeSeconds?: number;
  refreshFaults?: RefreshFault[];
}

const REFRESH_FAULTS: readonly string[] = ['notAuthorized', 'serverError', 'networkError'];

function readControls(storage: Storage | undefined): StoredControls {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(COGNITO_CONTROLS_STORAGE_KEY) ?? '{}');
    if (typeof parsed !== 'object' || parsed === null) return {};
    const { accessTokenLifetimeSeconds, refreshFaults } = parsed as Record<string, unknown>;
    return {
      accessTokenLifetimeSeconds:
        typeof accessTokenLifetimeSeconds === 'number' && accessTokenLifetimeSeconds >= 0
          ? accessTokenLifetimeSeconds
          : undefined,
      refreshFaults: Array.isArray(refreshFaults)
        ? refreshFaults.filter((fault): fault is RefreshFault => REFRESH_FAULTS.includes(String(fault)))
        : undefined,
    };
  } catch {
    return {};
  }
}

function writeControls(storage: Storage | undefined, controls: StoredControls): void {
  try {
    storage?.setItem(COGNITO_CONTROLS_STORAGE_KEY, JSON.stringify(controls));
  } catch {
    // Controls are a test aid; without storage they simply do not apply.
  }
}

/** localStorage in a real browser; nothing under jsdom or Node, where tests want a fresh mock per test. */
function browserStorage(): Storage | undefined {
  try {
    const isJsdom = typeof navigator !== 'undefined' && navigator.userAgent.includes('jsdom');
    return typeof window !== 'undefined' && !isJsdom ? window.localStorage : undefined;
  } catch {
    return undefined;
  }
}

function load(storage: Storage | undefined): PersistedState {
  const raw = storage?.getItem(STORAGE_KEY);
  if (!raw) return seed();
  try {
    const parsed = JSON.parse(raw) as Partial<PersistedState>;
    if (parsed.version !== 1 || !Array.isArray(parsed.users)) return seed();
    return {
      version: 1,
      users: parsed.users,
      revokedOriginJtis: Array.isArray(parsed.revokedOriginJtis) ? parsed.revokedOriginJtis : [],
      signedOutAt: parsed.signedOutAt ?? {},
    };
  } catch {
    return seed();
  }
}

let storage = browserStorage();
let state: PersistedState = load(storage);
const runtime: Runtime = {
  accessTokenLifetimeSeconds: DEFAULT_ACCESS_TOKEN_LIFETIME_SECONDS,
  refreshFaults: [],
  calls: new Map(),
};

function persist(): void {
  try {
    storage?.setItem(STORAGE_KEY, JSON.stringify(state));
  } catch {
    // The demo keeps working in memory when storage is full or unavailable.
  }
}

export const cognitoState = {
  findByEmail(email: string): MockUser | undefined {
    const wanted = email.trim().toLowerCase();
    return state.users.find((user) => user.email.toLowerCase() === wanted);
  },
  findBySub(sub: string): MockUser | undefined {
    return state.users.find((user) => user.sub === sub);
  },
  /** Cognito accepts the username or an alias (email) wherever a Username is asked for. */
  findByLogin(login: string): MockUser | undefined {
    return this.findByEmail(login) ?? state.users.find((user) => user.username === login);
  },
  /** Everyone who signed up in the demo (not one of the seeded demo users). */
  signedUpUsers(): MockUser[] {
    const seeded = new Set(allDemoUsers.map((user) => user.sub));
    return state.users.filter((user) => !seeded.has(user.sub));
  },
  addUser(user: MockUser): void {
    state.users.push(user);
    persist();
  },
  update(user: MockUser, change: Partial<MockUser>): void {
    Object.assign(user, change);
    persist();
  },
  revokeOriginJti(originJti: string): void {
    if (!state.revokedOriginJtis.includes(originJti)) state.revokedOriginJtis.push(originJti);
    persist();
  },
  isRevoked(originJti: unknown): boolean {
    return typeof originJti === 'string' && state.revokedOriginJtis.includes(originJti);
  },
  signOutEverywhere(sub: string, atSeconds: number): void {
    state.signedOutAt[sub] = atSeconds;
    persist();
  },
  /** Whether a token issued at `iat` (seconds) predates the user's last global sign-out. */
  issuedBeforeSignOut(sub: string, iat: number): boolean {
    const at = state.signedOutAt[sub];
    return at !== undefined && iat <= at;
  },
  expireCodes(): void {
    const past = Date.now() - 1;
    for (const user of state.users) {
      if (user.signUpCode) user.signUpCode = { ...user.signUpCode, expiresAt: past };
      if (user.resetCode) user.resetCode = { ...user.resetCode, expiresAt: past };
    }
    persist();
  },
  get accessTokenLifetimeSeconds(): number {
    return readControls(storage).accessTokenLifetimeSeconds ?? runtime.accessTokenLifetimeSeconds;
  },
  set accessTokenLifetimeSeconds(seconds: number) {
    runtime.accessTokenLifetimeSeconds = seconds;
  },
  queueRefreshFault(fault: RefreshFault, times: number): void {
    for (let index = 0; index < times; index += 1) runtime.refreshFaults.push(fault);
  },
  takeRefreshFault(): RefreshFault | undefined {
    const queued = runtime.refreshFaults.shift();
    if (queued) return queued;
    const controls = readControls(storage);
    const [stored, ...rest] = controls.refreshFaults ?? [];
    if (stored) writeControls(storage, { ...controls, refreshFaults: rest });
    return stored;
  },
  countCall(operation: string): void {
    runtime.calls.set(operation, (runtime.calls.get(operation) ?? 0) + 1);
  },
  callCount(operation: string): number {
    return runtime.calls.get(operation) ?? 0;
  },
  /** Back to the seeded demo users, no revocations, default lifetimes, no faults, counters at zero. */
  reset(): void {
    state = seed();
    runtime.accessTokenLifetimeSeconds = DEFAULT_ACCESS_TOKEN_LIFETIME_SECONDS;
    runtime.refreshFaults = [];
    runtime.calls.clear();
    storage?.removeItem(STORAGE_KEY);
  },
  /** Chooses where the state is persisted (undefined: memory only); used by tests of the persistence. */
  usePersistence(next: Storage | undefined): void {
    storage = next;
    state = load(storage);
  },
};
