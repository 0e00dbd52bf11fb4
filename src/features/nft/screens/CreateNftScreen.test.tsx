import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { demoUsers } from '@/mocks/fixtures/demo-users';
import { readDraft, saveDraft } from '@/services/storage';
import { stubObjectUrlsInEachTest } from '@/test/object-urls';
import { renderWithProviders } from '@/test/render';
import { CreateNftScreen } from './CreateNftScreen';

const PNG = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAAJElEQVR42mOosXoLR7/OiMIRLnGGQaiBGEXI4oNRw2g8DAoNAN0kvxD1xeN4AAAAAElFTkSuQmCC',
  ),
  (char) => char.charCodeAt(0),
);
const customer = demoUsers.customer.userId;
const fileInput = (container: HTMLElement) => container.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;

describe('NFT create screen', { timeout: 30_000 }, () => {
  stubObjectUrlsInEachTest();

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

  it("keeps what is typed as the user's draft (the image by name only) and offers it back, saying the image is not kept", async () => {
    const user = userEvent.setup();
    const first = await renderWithProviders(<CreateNftScreen />, { user: 'customer', route: '/nft/create' });
    await user.upload(fileInput(first.container), new File([PNG], 'koi.png', { type: 'image/png' }));
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Cosmic Koi');
    await user.click(screen.getByRole('button', { name: 'Add property' }));
    await user.type(screen.getByRole('textbox', { name: 'Trait 1' }), 'Rarity');
    await user.type(screen.getByRole('textbox', { name: 'Value 1' }), 'Epic');
    await waitFor(() =>
      expect(readDraft(customer, 'nft-create')).toMatchObject({
        name: 'Cosmic Koi',
        properties: [{ trait: 'Rarity', value: 'Epic' }],
        imageName: 'koi.png',
      }),
    );
    first.unmount();

    await renderWithProviders(<CreateNftScreen />, { user: 'customer', route: '/nft/create' });
    expect(await screen.findByText('Continue where you left off?')).toBeInTheDocument();
    expect(screen.getByText(/The image \(koi\.png\) is not kept with a draft: choose it again\./)).toBeInTheDocument();
    // Until the customer chooses, the blank form does not overwrite the draft.
    expect(readDraft(customer, 'nft-create')).toMatchObject({ name: 'Cosmic Koi' });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('Cosmic Koi');
    expect(screen.getByRole('textbox', { name: 'Value 1' })).toHaveValue('Epic');
    expect(screen.queryByText('Continue where you left off?')).not.toBeInTheDocument();
  });

  it('writes its limits as grouped numbers: 1,000 characters, up to 1,000,000 units', async () => {
    await renderWithProviders(<CreateNftScreen />, { user: 'customer', route: '/nft/create' });
    expect(await screen.findByText('Optional, at most 1,000 characters.')).toBeInTheDocument();
    expect(screen.getByText('How many units to mint: a whole number from 1 to 1,000,000.')).toBeInTheDocument();
  });

  it('in Turkish, grouped with dots: the hint and the refusal of 1000001 units', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<CreateNftScreen />, { user: 'customer', route: '/nft/create', locale: 'tr' });
    expect(await screen.findByText('İsteğe bağlı, en fazla 1.000 karakter.')).toBeInTheDocument();
    const supply = screen.getByRole('textbox', { name: /^Arz/ });
    await user.clear(supply);
    await user.type(supply, '1000001');
    await user.click(screen.getByRole('button', { name: 'NFT oluştur' }));
    expect(await screen.findByText('En fazla 1.000.000 adet basın.')).toBeInTheDocument();
  });

  // Removal once minted: e2e/nft.spec.ts (the upload goes over XHR, which jsdom sends with a CORS preflight).

  it("offers nobody another user's draft", async () => {
    saveDraft(demoUsers.admin.userId, 'nft-create', { name: 'Not yours', imageName: null });
    await renderWithProviders(<CreateNftScreen />, { user: 'customer', route: '/nft/create' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Create NFT' })).toBeInTheDocument();
    expect(screen.queryByText('Continue where you left off?')).not.toBeInTheDocument();
  });
});
