import { setupServer } from 'msw/node';
import { handlers } from './handlers';

/** The demo backend for Vitest (Node): the same handlers the browser and Storybook use. */
export const server = setupServer(...handlers);
