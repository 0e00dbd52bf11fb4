import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import type { Locale } from '@/services/i18n';
import { I18nProvider } from './i18n/I18nProvider';
import type { Messages } from './i18n/messages';
import { createQueryClient } from './query-client';
import { createAppRouter } from './routing/router';

interface AppProps {
  initialLocale: Locale;
  initialMessages: Messages;
}

export function App({ initialLocale, initialMessages }: AppProps) {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(createAppRouter);
  return (
    <QueryClientProvider client={queryClient}>
      <I18nProvider initialLocale={initialLocale} initialMessages={initialMessages}>
        <RouterProvider router={router} />
      </I18nProvider>
    </QueryClientProvider>
  );
}
