import { composeStories } from '@storybook/react-vite';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderStory } from '@/test/render';
import * as stories from './DeleteAccountSection.stories';

const { DeleteFailed } = composeStories(stories);

describe('DeleteAccountSection', () => {
  it("keeps the typed email and lets the customer try again after 'Error: User couldn't be deleted'", async () => {
    renderStory(DeleteFailed);
    const input = await screen.findByLabelText('To confirm, type your email address: new@wallet.test', {}, { timeout: 5000 });
    await userEvent.type(input, 'new@wallet.test');
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    // DELETE is retried by the HTTP layer (idempotent) before it fails for good.
    expect((await screen.findAllByText("Error: User couldn't be deleted", {}, { timeout: 8000 })).length).toBeGreaterThan(0);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Delete my account' })).toBeEnabled());
    expect(screen.getByRole('textbox', { name: 'To confirm, type your email address: new@wallet.test' })).toHaveValue(
      'new@wallet.test',
    );
  }, 20_000);
});
