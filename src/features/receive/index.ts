// The receive area's public surface: the screens the app routes to. Tests import the rest by relative path.
export { ReceiveScreen } from './screens/ReceiveScreen';
export { UnreceivedDepositScreen } from './screens/UnreceivedDepositScreen';
