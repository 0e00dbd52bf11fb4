export * from './store';
export * from './send';
export * from './code-log';
