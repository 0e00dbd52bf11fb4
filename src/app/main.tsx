import '@/design-system/styles/fonts';
import '@/design-system/styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { readStoredLocale } from '@/services/i18n';
import { App } from './App';
import { loadMessages } from './i18n/messages';

async function startDemoBackend(): Promise<void> {
  // Dynamically imported and behind a build-time constant: absent from builds with a real backend.
  const [{ startDemoBackend: start }, { mountDemoPanel }] = await Promise.all([
    import('@/mocks/browser'),
    import('@/mocks/devtools'),
  ]);
  await start();
  // The demo controls (reset, faults, sign-in credentials) in their own root, with their own messages.
  mountDemoPanel();
}

async function boot(): Promise<void> {
  const locale = readStoredLocale();
  const [messages] = await Promise.all([loadMessages(locale), __DEMO_MODE__ ? startDemoBackend() : undefined]);
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element.');
  createRoot(container).render(
    <StrictMode>
      <App initialLocale={locale} initialMessages={messages} />
    </StrictMode>,
  );
}

void boot();
