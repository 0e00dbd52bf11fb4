import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { ToasterOnDemand } from '@/design-system';
import { RootActorProvider } from '@/machines';
import type { Locale } from '@/services/i18n';
import { I18nProvider } from './i18n/I18nProvider';
import { IdleWarningWhileSignedIn } from './layouts/IdleWarningWhileSignedIn';
import type { Messages } from './i18n/messages';
import { createAppRuntime } from './runtime';

interface AppProps {
  initialLocale: Locale;
  initialMessages: Messages;
}

export function App({ initialLocale, initialMessages }: AppProps) {
  const [{ root, router }] = useState(createAppRuntime);
  return (
    <I18nProvider initialLocale={initialLocale} initialMessages={initialMessages}>
      <RootActorProvider actor={root}>
        <RouterProvider router={router} />
        <ToasterOnDemand />
        <IdleWarningWhileSignedIn />
      </RootActorProvider>
    </I18nProvider>
  );
}
