import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { CreateNftScreen } from './CreateNftScreen';

describe('NFT create screen', { timeout: 30_000 }, () => {
  // jsdom has no object URLs; the picker and the preview card show the image through one.
  beforeEach(() => {
    Object.defineProperty(URL, 'createObjectURL', { value: () => 'blob:preview', configurable: true });
    Object.defineProperty(URL, 'revokeObjectURL', { value: () => undefined, configurable: true });
  });
  afterEach(() => {
    Reflect.deleteProperty(URL, 'createObjectURL');
    Reflect.deleteProperty(URL, 'revokeObjectURL');
  });

  it('refuses a renamed file after an SVG', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { container } = await renderWithProviders(<CreateNftScreen />, { user: 'customer', route: '/nft/create' });
    const input = () => container.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;
    await user.upload(
      input(),
      new File(['<svg xmlns="http://www.w3.org/2000/svg"></svg>'], 'art.svg', { type: 'image/svg+xml' }),
    );
    const form = within(await screen.findByRole('form', { name: 'Create NFT' }));
    expect(await form.findByText(/art\.svg is not an accepted file type/)).toBeInTheDocument();
    await user.upload(input(), new File(['MZ not an image'], 'invoice.png', { type: 'image/png' }));
    expect(
      await form.findByText('invoice.png is not a JPEG, PNG, GIF or WebP image.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  });
});
