import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { I18nProvider } from '@/app/i18n/I18nProvider';
import { createMessageStore } from '@/app/i18n/message-store';
import type { Messages } from '@/app/i18n/messages';
import { createQueryClient, type QueryClientOverrides } from '@/app/query-client';
import { Toaster } from '@/design-system';
import { notificationsImplementations } from '@/features/notifications';
import { amplifyImplementations, createRootActor, RootActorProvider, type RootActorRef } from '@/machines';
import { actAsDemoUser, type DemoUserKey } from '@/mocks/act-as';
import { demoSessionActors, pendingSessionActors } from '@/mocks/demo-session';
import type { Locale } from '@/services/i18n';

/**
 * Who is signed in for a test or story: a demo user (at once, without Amplify; API calls act as them),
 * 'pending' (the session is still being read), or 'amplify' (the default) — the real session over Amplify
 * and the Cognito mock, signed out unless the test or story signed in first.
 */
export type HarnessSession = DemoUserKey | 'pending' | 'amplify' | undefined;

/** The app's query client and a started root actor, as the app builds them, for the harness's session. */
export function createHarness(session: HarnessSession, queries?: QueryClientOverrides['queries']) {
  const queryClient = createQueryClient({ queries });
  const signedIn = session !== undefined && session !== 'pending' && session !== 'amplify';
  if (signedIn) actAsDemoUser(session);
  const root = createRootActor({
    ...amplifyImplementations,
    ...(session === 'pending' ? { session: pendingSessionActors } : signedIn ? { session: demoSessionActors(session) } : {}),
    notifications: notificationsImplementations({ queryClient }),
  });
  root.start();
  return { queryClient, root };
}

export interface HarnessProvidersProps {
  locale: Locale;
  messages: Messages;
  route: string;
  queryClient: QueryClient;
  root: RootActorRef;
  children: ReactNode;
}

/** The app's providers around a test's or story's UI: query cache, messages, root actor, a memory router, toasts. */
export function HarnessProviders({ locale, messages, route, queryClient, root, children }: HarnessProvidersProps) {
  // The root lives as long as the rendered tree.
  useEffect(() => () => root.stop(), [root]);
  return (
    <QueryClientProvider client={queryClient}>
      <HarnessI18n key={locale} locale={locale} messages={messages}>
        <RootActorProvider actor={root}>
          <MemoryRouter initialEntries={[route]}>
            {children}
            <Toaster />
          </MemoryRouter>
        </RootActorProvider>
      </HarnessI18n>
    </QueryClientProvider>
  );
}

/** Every catalogue at once (`messages`), so any screen renders without waiting for its feature's texts. */
function HarnessI18n({ locale, messages, children }: { locale: Locale; messages: Messages; children: ReactNode }) {
  const [store] = useState(() => createMessageStore({ locale, messages }, 'all'));
  return (
    <I18nProvider store={store} persist={false}>
      {children}
    </I18nProvider>
  );
}
