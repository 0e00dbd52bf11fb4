import type { QueryClient } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { loadMessages } from '@/app/i18n/messages';
import type { RootActorRef } from '@/machines';
import { server } from '@/mocks/node';
import { defaultStoryHandlers, resolveStoryHandlers, type MswParameter } from '@/mocks/story-handlers';
import { isLocale, type Locale } from '@/services/i18n';
import { createHarness, HarnessProviders, type HarnessSession } from './providers';

/** msw/node already answers with these; a story's own scenarios go in front. */
const defaultHandlers = new Set<unknown>(Object.values(defaultStoryHandlers).flat());

interface RenderOptions {
  /** A signed-in demo user, 'pending', or the real (Amplify) session when omitted. */
  user?: HarnessSession;
  route?: string;
  locale?: Locale;
}

export interface ProvidersRenderResult extends RenderResult {
  root: RootActorRef;
  queryClient: QueryClient;
}

/**
 * Renders UI inside the app's providers — the app's query client, messages, a root actor (signed in as
 * `user`), a memory router at `route`, the toaster — as the Storybook decorator does for stories.
 */
export async function renderWithProviders(
  ui: ReactElement,
  { user, route = '/', locale = 'en' }: RenderOptions = {},
): Promise<ProvidersRenderResult> {
  const messages = await loadMessages(locale);
  const { queryClient, root } = createHarness(user);
  const view = render(
    <HarnessProviders locale={locale} messages={messages} route={route} queryClient={queryClient} root={root}>
      {ui}
    </HarnessProviders>,
  );
  return { ...view, root, queryClient };
}

/** What a composed story (`composeStories` from @storybook/react-vite) carries that the harness reads. */
interface ComposedStory {
  (): ReactElement | null;
  parameters: { session?: HarnessSession; route?: string; msw?: MswParameter };
  globals: { locale?: unknown };
}

/**
 * Renders a story as the Storybook decorator would: its session, route, locale and MSW handlers (the
 * story's scenarios in front of the demo backend's).
 */
export async function renderStory(
  Story: ComposedStory,
  { beside, ...options }: RenderOptions & { beside?: ReactNode } = {},
): Promise<ProvidersRenderResult> {
  const { session, route, msw } = Story.parameters;
  const handlers = resolveStoryHandlers(msw).filter((handler) => !defaultHandlers.has(handler));
  if (handlers.length > 0) server.use(...handlers);
  const locale = isLocale(Story.globals.locale) ? Story.globals.locale : undefined;
  return renderWithProviders(
    <>
      <Story />
      {beside}
    </>,
    { user: session, route, locale, ...options },
  );
}
