import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoUsers } from '@/mocks/fixtures/demo-users';
import { scenarios } from '@/mocks/scenarios';
import { saveDraft } from '@/services/storage';
import { CreateNftScreen } from './CreateNftScreen';
import { CREATE_DRAFT_ID } from '../model/drafts';
import { pasteInto } from '@/test/story-paste';
import { dismissToasts, toastTexts } from '@/test/story-toasts';
import { fakePngFile, imagesLoaded, inMainLayout, pngFile } from './story-support';

const meta = {
  title: 'Screens/NFT create',
  component: CreateNftScreen,
  decorators: [inMainLayout],
  parameters: { layout: 'fullscreen', route: '/nft/create', session: 'customer' },
} satisfies Meta<typeof CreateNftScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const fileInput = (canvasElement: HTMLElement) => {
  const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return input;
};

/** Picks the PNG, names it, asks for 5 units and one property: the preview follows. */
async function fillIn(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.upload(fileInput(canvasElement), pngFile());
  await pasteInto(canvas.getByRole('textbox', { name: /^Name/ }), 'Cosmic Koi');
  await pasteInto(canvas.getByRole('textbox', { name: /^Description/ }), 'A koi that swims between the stars.');
  const supply = canvas.getByRole('textbox', { name: /^Supply/ });
  await userEvent.clear(supply);
  await userEvent.type(supply, '5');
  await userEvent.click(canvas.getByRole('button', { name: 'Add property' }));
  await userEvent.type(canvas.getByRole('textbox', { name: 'Trait 1' }), 'Rarity');
  await userEvent.type(canvas.getByRole('textbox', { name: 'Value 1' }), 'Epic');
  const preview = canvas.getByTestId('nft-preview');
  await waitFor(() => expect(preview.querySelector('img')?.getAttribute('src')).toMatch(/^blob:/));
  await imagesLoaded(preview);
  return preview;
}

/** The blank form beside an empty preview. */
export const Blank: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Create NFT' })).toBeVisible();
    await expect(canvas.getByTestId('nft-preview')).toHaveTextContent('Untitled NFT');
    await expect(fileInput(canvasElement)).toHaveAttribute('accept', 'image/jpeg,image/png,image/gif,image/webp');
  },
};

/** Filled in: the preview card shows the picture, name, units and property as the list will. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const preview = await fillIn(canvasElement);
    await expect(preview).toHaveTextContent('Cosmic Koi');
    await expect(preview).toHaveTextContent('Owned: 5');
    await expect(preview).toHaveTextContent('RarityEpic');
  },
};

export const FilledTurkish: Story = {
  globals: { locale: 'tr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(fileInput(canvasElement), pngFile());
    await userEvent.type(canvas.getByRole('textbox', { name: /^Ad/ }), 'Kozmik Koi');
    await imagesLoaded(canvas.getByTestId('nft-preview'));
    await expect(canvas.getByTestId('nft-preview')).toHaveTextContent('Sahip olunan: 1');
  },
};

export const FilledPhone: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    await fillIn(canvasElement);
  },
};

export const FilledDark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await fillIn(canvasElement);
  },
};

/** Create with nothing filled in: each rule says what is missing; nothing is sent. */
export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const supply = canvas.getByRole('textbox', { name: /^Supply/ });
    await userEvent.clear(supply);
    await userEvent.type(supply, '2.5');
    await userEvent.type(canvas.getByRole('textbox', { name: /^External link/ }), 'http://example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Add property' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Trait 1' }), 'Rarity');
    await userEvent.click(canvas.getByRole('button', { name: 'Create NFT' }));
    await expect(canvas.getByText('Choose an image.')).toBeVisible();
    await expect(canvas.getByText('Enter a name.')).toBeVisible();
    await expect(canvas.getByText('Enter a whole number, like 1 or 25.')).toBeVisible();
    await expect(canvas.getByText('Enter a link that starts with https://')).toBeVisible();
    await expect(canvas.getByText('Give the trait a value.')).toBeVisible();
  },
};

/** A text file named .png: the picker lets it through, its first bytes do not. */
export const NotAnImage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(fileInput(canvasElement), fakePngFile());
    await expect(
      await canvas.findByText('invoice.png is not a JPEG, PNG, GIF or WebP image.', {}, { timeout: 5000 }),
    ).toBeVisible();
  },
};

/** While the image goes out: the progress bar, Create busy. */
export const Uploading: Story = {
  parameters: {
    msw: { handlers: { wallet: [scenarios.wallet.loading('POST /nft/ERC1155')] } },
    visual: { disable: true, reason: 'How far the upload bar has got depends on timing.' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillIn(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Create NFT' }));
    await expect(await canvas.findByRole('progressbar', { name: 'Uploading the image' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Create NFT' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** The server refuses: the reason above the form, everything kept as it was. */
export const Failed: Story = {
  parameters: {
    msw: {
      handlers: { wallet: [scenarios.wallet.error('POST /nft/ERC1155', { status: 422, errorMessage: 'Minting is paused.' })] },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillIn(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Create NFT' }));
    await expect(await canvas.findByText('The NFT was not created', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getAllByText('Minting is paused.').length).toBeGreaterThan(0);
    await waitFor(() => expect(toastTexts()).toEqual(['Minting is paused.']));
    await expect(canvas.getByRole('textbox', { name: /^Name/ })).toHaveValue('Cosmic Koi');
    await expect(canvas.getByRole('textbox', { name: /^Supply/ })).toHaveValue('5');
    await expect(canvas.getByTestId('nft-preview')).toHaveTextContent('RarityEpic');
    await dismissToasts();
  },
};

/** Signed out while creating: the text and properties are offered back; the image must be chosen again. */
export const DraftOffered: Story = {
  beforeEach: () => {
    saveDraft(demoUsers.customer.userId, CREATE_DRAFT_ID, {
      name: 'Cosmic Koi',
      description: 'A koi that swims between the stars.',
      supply: '5',
      properties: [{ trait: 'Rarity', value: 'Epic' }],
      externalUrl: '',
      imageName: 'koi.png',
    });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Continue where you left off?')).toBeVisible();
    await expect(canvas.getByText(/The image \(koi\.png\) is not kept with a draft: choose it again\./)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /^Name/ })).toHaveValue('');
  },
};
