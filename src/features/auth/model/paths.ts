/** The routes the auth screens link and navigate to (the spec's route table, section 2). */
export const authPaths = {
  home: '/',
  signIn: '/sign-in',
  signUp: '/sign-up',
  forgotPassword: '/forgot-password',
  wallet: '/wallet',
  registered: '/registered',
} as const;
