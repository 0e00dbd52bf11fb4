import { createBrowserRouter } from 'react-router-dom';
import { RootRoute } from './RootRoute';
import type { RouteHandle } from './route-handle';

export function createAppRouter() {
  return createBrowserRouter([
    {
      element: <RootRoute />,
      children: [
        {
          path: '/',
          handle: { titleId: 'routes.home.title' } satisfies RouteHandle,
          lazy: async () => ({ Component: (await import('@/features/auth')).HomeScreen }),
        },
      ],
    },
  ]);
}
