export * from './components/pagination';
