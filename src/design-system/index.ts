// The design system's public surface: features and the app import from here only.
export * from './components/avatar';
export * from './components/badge';
export * from './components/button';
export * from './components/card';
export * from './components/empty-state';
export * from './components/heading';
export * from './components/icon-button';
export * from './components/logo';
export * from './components/pagination';
export * from './components/skeleton';
export * from './components/spinner';
export * from './components/visually-hidden';
