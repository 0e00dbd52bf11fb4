import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import type { RootActorRef } from '@/machines';
import { nextTask } from '@/services/scheduling/next-task';
import { AuthLayoutRoute } from '../layouts/AuthLayoutRoute';
import { PlainLayoutRoute } from '../layouts/PlainLayoutRoute';
import { RouteErrorScreen } from '../errors/RouteErrorScreen';
import { loadAppQueryClient } from '../query/app-query-client';
import { createGuardLoader, createGuardRevalidation } from './guard-loader';
import { PassThroughScreen } from './PassThroughScreen';
import { AppLoading, RootRoute } from './RootRoute';
import type { RouteHandle } from './route-handle';
import { routeTable, type LayoutName } from './route-table';
import { screenDataLoader } from './screen-data';
import { screens } from './screens';

/**
 * The layout of each group. The main layout (drawer, notifications, real-time feed, server state) is for
 * signed-in customers only: loaded on demand, so the sign-in screen does not download it.
 */
const layouts: Record<LayoutName, () => Promise<ComponentType>> = {
  auth: () => Promise.resolve(AuthLayoutRoute),
  main: async () => {
    // Its screens read server state: the query client (and TanStack Query's code) comes with it.
    const [{ MainLayoutRoute }] = await Promise.all([import('../layouts/MainLayoutRoute'), loadAppQueryClient()]);
    return MainLayoutRoute;
  },
  plain: () => Promise.resolve(PlainLayoutRoute),
};

/** The route table as React Router routes, grouped under the layout each route names (appMounted: guard-loader.ts). */
export function buildRoutes(root: RootActorRef, appMounted?: Promise<void>): RouteObject[] {
  const layoutRoutes = (Object.keys(layouts) as LayoutName[]).map((layout): RouteObject => ({
    // A route's code is asked for in a task of its own: the first navigation starts inside the router's creation,
    // and asking (the build's preload links for every chunk it needs) would lengthen that task.
    lazy: async () => {
      await nextTask();
      return { Component: await layouts[layout]() };
    },
    children: routeTable
      .filter((route) => route.layout === layout)
      .map((route) => ({
        path: route.path,
        handle: { titleId: route.titleId } satisfies RouteHandle,
        lazy: async () => {
          await nextTask();
          return { Component: await screens[route.name]() };
        },
        loader: screenDataLoader(root, route.name),
        // The loader only starts the screen's first requests: once the screen is shown, a change of its query (a
        // page) is the screen's own to fetch, and re-running the loader would be work on every page change.
        shouldRevalidate: () => false,
      })),
  }));
  return [
    {
      Component: RootRoute,
      HydrateFallback: AppLoading,
      // Render errors and screens that fail to load (after a deploy) anywhere below: never a blank page.
      ErrorBoundary: RouteErrorScreen,
      loader: createGuardLoader(root, appMounted),
      // Before every new path, not only when this route's params change; before a change of the query alone when
      // the session needs it (guard-loader.ts).
      shouldRevalidate: createGuardRevalidation(root),
      children: [...layoutRoutes, { path: '*', Component: PassThroughScreen }],
    },
  ];
}

export function createAppRouter(root: RootActorRef, appMounted?: Promise<void>) {
  return createBrowserRouter(buildRoutes(root, appMounted));
}

export type AppRouter = ReturnType<typeof createAppRouter>;
