export { HomeScreen } from './screens/HomeScreen';
