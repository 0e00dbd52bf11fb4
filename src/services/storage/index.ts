export { storageKeys, type StorageKey } from './keys';
export { readItem, writeItem, removeItem, type StorageArea } from './storage';
