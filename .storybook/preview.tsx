import { restartStoryClock, STORYBOOK_NOW } from './fixed-clock';
import '../src/design-system/styles/fonts';
import '../src/design-system/styles/global.css';
import type { Decorator, Loader, Preview } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { loadMessages, type Messages } from '../src/app/i18n/messages';
import { configure } from 'storybook/test';
import { clearToasts } from '../src/design-system';
import { defaultStoryHandlers, demoBackendLoader } from '../src/mocks/storybook';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../src/services/i18n';
import { markFirstScreenShown } from '../src/services/scheduling/first-screen';
import { removeAllDrafts } from '../src/services/storage';
import { createHarness, HarnessProviders, type HarnessSession } from '../src/test/providers';
import { DEFAULT_VIEWPORT, viewports } from './viewports';

type Theme = 'light' | 'dark';

// A play function's find/waitFor waits up to 5 s: the 1 s default is shorter than a screen's first load on a busy
// 2-core machine. An expectation that fails still fails.
configure({ asyncUtilTimeout: 5_000 });

// No app starts in a story: what waits for the page's first screen (the socket library) goes ahead at once.
markFirstScreenShown();

function localeOf(globals: Record<string, unknown>): Locale {
  return isLocale(globals.locale) ? globals.locale : DEFAULT_LOCALE;
}

/** Theme and messages are settled before the story renders, so the first paint is the final one. */
const themeAndMessages: Loader = async ({ globals }) => {
  const theme: Theme = globals.theme === 'dark' ? 'dark' : 'light';
  document.documentElement.dataset.theme = theme;
  // Toasts and drafts outlive a story (one app-wide store, the tab's session storage): each story starts
  // without the previous story's.
  clearToasts();
  removeAllDrafts();
  restartStoryClock();
  const messages: Messages = await loadMessages(localeOf(globals));
  return { messages };
};

interface StoryProvidersProps {
  locale: Locale;
  messages: Messages;
  route: string;
  session: HarnessSession;
  children: ReactNode;
}

function StoryProviders({ locale, messages, route, session, children }: StoryProvidersProps) {
  // A fresh cache and root actor per story: no story sees another's data or session. Nothing refetches
  // behind a play function (staleTime), and failures are not retried (the app's setting).
  const [{ queryClient, root }] = useState(() => createHarness(session, { staleTime: Infinity }));
  return (
    <HarnessProviders locale={locale} messages={messages} route={route} queryClient={queryClient} root={root}>
      {children}
    </HarnessProviders>
  );
}

/**
 * The app's providers around every story, keyed on its parameters: `session` (a demo user signed in, e.g.
 * `session: 'customer'`, or 'pending'; without it the real session over the Cognito mock) and `route`.
 */
const withProviders: Decorator = (Story, context) => (
  <StoryProviders
    locale={localeOf(context.globals)}
    messages={(context.loaded as { messages: Messages }).messages}
    route={(context.parameters.route as string | undefined) ?? '/'}
    session={context.parameters.session as HarnessSession}
  >
    <Story />
  </StoryProviders>
);

const preview: Preview = {
  tags: ['autodocs'],
  // The demo backend: a fresh database seeded at the fixed clock, calls as the demo customer
  // (parameters.demo.user), the default handlers below with each story's own in front.
  loaders: [demoBackendLoader({ now: () => STORYBOOK_NOW }), themeAndMessages],
  decorators: [withProviders],
  globalTypes: {
    locale: {
      description: 'Interface language',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: [
          { value: 'en', title: 'English' },
          { value: 'tr', title: 'Türkçe' },
        ],
        dynamicTitle: true,
      },
    },
    theme: {
      description: 'Colour theme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: {
    locale: DEFAULT_LOCALE,
    theme: 'light',
    viewport: { value: DEFAULT_VIEWPORT, isRotated: false },
  },
  parameters: {
    // Stories add groups (`wallet: [scenarios.wallet.error('GET /accounts')]`) or replace one (`rest: [...]`).
    msw: { handlers: defaultStoryHandlers },
    layout: 'centered',
    viewport: { options: viewports },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    a11y: {
      // Story tests fail on any axe violation; the panel shows the same results while developing.
      test: 'error',
    },
    backgrounds: { disable: true },
    options: {
      storySort: { order: ['Introduction', 'Foundations', 'Design system', 'Features', 'Screens'] },
    },
  },
};

export default preview;
