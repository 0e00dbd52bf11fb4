import { useLayoutEffect, useMemo, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import {
  AddressBarQueryContext,
  createOverlayLayer,
  FollowPathContext,
  OverlayLayer,
  OverlayLayerContext,
  ToasterOnDemand,
} from '@/design-system';
import { RootActorProvider } from '@/machines';
import { I18nProvider } from './i18n/I18nProvider';
import { IdleWarningWhileSignedIn } from './layouts/IdleWarningWhileSignedIn';
import { followPathWith } from './routing/follow-path';
import type { MessageStore } from './i18n/message-store';
import type { AppRuntime } from './runtime';

interface AppProps {
  /** The core messages in the customer's language; screens add their feature's. */
  messages: MessageStore;
  /** The page-long root actor and router (createAppRuntime). */
  runtime: AppRuntime;
}

export function App({ messages, runtime: { root, router, mounted } }: AppProps) {
  // After RouterProvider's own layout effect (children's run first): it now follows the router.
  useLayoutEffect(() => mounted(), [mounted]);
  const followPath = useMemo(() => followPathWith(router), [router]);
  const [overlays] = useState(createOverlayLayer);
  return (
    <I18nProvider store={messages}>
      <RootActorProvider actor={root}>
        <OverlayLayerContext.Provider value={overlays}>
          <FollowPathContext.Provider value={followPath}>
            {/* The browser router's query changes go to the address bar alone (use-query-params.ts). */}
            <AddressBarQueryContext.Provider value={true}>
              <RouterProvider router={router} />
            </AddressBarQueryContext.Provider>
          </FollowPathContext.Provider>
          <OverlayLayer layer={overlays} />
        </OverlayLayerContext.Provider>
        <ToasterOnDemand />
        <IdleWarningWhileSignedIn />
      </RootActorProvider>
    </I18nProvider>
  );
}
