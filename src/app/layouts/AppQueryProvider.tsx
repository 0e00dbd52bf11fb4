import { QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { useContext, type ReactNode } from 'react';
import { loadedAppQueryClient } from '../query/app-query-client';

/**
 * Gives the signed-in screens the app's query client (the router loads it with the main layout). Tests and
 * stories wrap everything in their own client: that one is kept.
 */
export function AppQueryProvider({ children }: { children: ReactNode }) {
  const outer = useContext(QueryClientContext);
  if (outer) return children;
  const client = loadedAppQueryClient();
  if (!client) throw new Error('The main layout rendered before the app query client was loaded.');
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
