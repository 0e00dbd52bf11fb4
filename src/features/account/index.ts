// The account area's public surface: the screens the app routes to. Tests import the rest by relative path.
export { ChangePasswordScreen } from './screens/ChangePasswordScreen';
// Issue 19 part B: identity verification, the danger zone and the goodbye page.
export { KycSection } from './kyc/KycSection';
export { DeleteAccountSection } from './delete-account/DeleteAccountSection';
export { GoodbyeScreen } from './delete-account/GoodbyeScreen';
export { AccountSectionsScreen } from './screens/AccountSectionsScreen';
