import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storageKeys } from '@/services/storage';
import { loadMessages } from '../i18n/messages';
import { page, resetNewVersionReloadForTests } from './new-version-reload';
import { RouteErrorScreen } from './RouteErrorScreen';

function Broken(): never {
  throw new Error('secret internals at render (src/app/Broken.tsx:12:3)');
}

const chunkFailure = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/wallet.js'));

async function open(path: string, locale: 'en' | 'tr' = 'en') {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        ErrorBoundary: RouteErrorScreen,
        children: [
          { path: 'broken', Component: Broken },
          { path: 'wallet', lazy: chunkFailure },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <IntlProvider locale={locale} messages={await loadMessages(locale)}>
      <RouterProvider router={router} />
    </IntlProvider>,
  );
}

let reload: ReturnType<typeof vi.fn<() => void>>;

beforeEach(() => {
  reload = vi.fn<() => void>();
  vi.spyOn(page, 'reload').mockImplementation(reload);
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  sessionStorage.clear();
  resetNewVersionReloadForTests();
});

describe('RouteErrorScreen', () => {
  it('shows a translated error screen with a reload button for a render error, never the stack', async () => {
    await open('/broken');
    expect(await screen.findByRole('heading', { level: 1, name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.queryByText(/secret internals|Broken\.tsx/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('speaks Turkish', async () => {
    await open('/broken', 'tr');
    expect(await screen.findByRole('heading', { level: 1, name: 'Bir şeyler ters gitti' })).toBeInTheDocument();
  });

  it('reloads once by itself when a screen fails to load', async () => {
    await open('/wallet');
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('heading', { name: 'A new version is available' })).not.toBeInTheDocument();
    expect(sessionStorage.getItem(storageKeys.newVersionReload)).not.toBeNull();
  });

  it('says a new version is available when the screen still fails after that reload', async () => {
    sessionStorage.setItem(storageKeys.newVersionReload, String(Date.now()));
    await open('/wallet');
    expect(await screen.findByRole('heading', { level: 1, name: 'A new version is available' })).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
  });
});
