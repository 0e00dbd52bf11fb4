import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { loadMessages } from '../i18n/messages';
import { AppErrorBoundary } from './AppErrorBoundary';

function FailingProviders(): never {
  throw new Error('Auth UserPool not configured.');
}

describe('AppErrorBoundary', () => {
  it('shows the error screen in the interface language when the providers themselves fail', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <AppErrorBoundary locale="tr" messages={await loadMessages('tr')}>
        <FailingProviders />
      </AppErrorBoundary>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Bir şeyler ters gitti' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Yeniden yükle' })).toBeInTheDocument();
    expect(screen.queryByText(/UserPool/)).not.toBeInTheDocument();
  });
});
