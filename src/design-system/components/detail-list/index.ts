export { DetailItem, DetailList } from './DetailList';
