/**
 * The demo customer's sign-in, shown on the sign-in screen in demo mode. Behind the build-time constant,
 * so a build for a real backend contains no demo credentials at all.
 */
export interface DemoCredentials {
  email: string;
  password: string;
}

export const DEMO_CUSTOMER_EMAIL = 'demo@wallet.test';
export const DEMO_PASSWORD = 'Wallet#Demo2026';

export const demoCredentials: DemoCredentials | undefined =
  typeof __DEMO_MODE__ !== 'undefined' && __DEMO_MODE__ ? { email: DEMO_CUSTOMER_EMAIL, password: DEMO_PASSWORD } : undefined;
