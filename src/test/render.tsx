import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { I18nProvider } from '@/app/i18n/I18nProvider';
import { loadMessages } from '@/app/i18n/messages';
import type { Locale } from '@/services/i18n';

interface RenderOptions {
  locale?: Locale;
  route?: string;
}

/** Renders UI inside the app's providers (messages, a fresh query cache, a memory router). */
export async function renderWithProviders(
  ui: ReactElement,
  { locale = 'en', route = '/' }: RenderOptions = {},
): Promise<RenderResult> {
  const messages = await loadMessages(locale);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <I18nProvider initialLocale={locale} initialMessages={messages} persist={false}>
        <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
      </I18nProvider>
    </QueryClientProvider>,
  );
}
