import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { ToasterOnDemand } from '@/design-system';
import { RootActorProvider } from '@/machines';
import { I18nProvider } from './i18n/I18nProvider';
import { IdleWarningWhileSignedIn } from './layouts/IdleWarningWhileSignedIn';
import type { MessageStore } from './i18n/message-store';
import { createAppRuntime } from './runtime';

interface AppProps {
  /** The core messages in the customer's language; screens add their feature's. */
  messages: MessageStore;
}

export function App({ messages }: AppProps) {
  const [{ root, router }] = useState(createAppRuntime);
  return (
    <I18nProvider store={messages}>
      <RootActorProvider actor={root}>
        <RouterProvider router={router} />
        <ToasterOnDemand />
        <IdleWarningWhileSignedIn />
      </RootActorProvider>
    </I18nProvider>
  );
}
