import { createBrowserRouter } from 'react-router-dom';
import { RootRoute } from './RootRoute';
import type { RouteHandle } from './route-handle';
import { routeByName } from './route-table';

export function createAppRouter() {
  return createBrowserRouter([
    {
      element: <RootRoute />,
      children: [
        {
          path: routeByName('home').path,
          handle: { titleId: routeByName('home').titleId } satisfies RouteHandle,
          lazy: async () => ({ Component: (await import('@/features/auth')).HomeScreen }),
        },
      ],
    },
  ]);
}
