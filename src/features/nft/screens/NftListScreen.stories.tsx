import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { updateDb } from '@/mocks/db';
import { scenarios } from '@/mocks/scenarios';
import { NFTS_PER_PAGE } from '../queries';
import { NftListScreen } from './NftListScreen';
import { busyRegionAround } from '@/test/story-settled';
import { dismissToasts, toastTexts } from '@/test/story-toasts';
import { imagesLoaded, inMainLayout } from './story-support';

const meta = {
  title: 'Screens/NFT list',
  component: NftListScreen,
  decorators: [inMainLayout],
  parameters: { layout: 'fullscreen', route: '/nft', session: 'customer' },
} satisfies Meta<typeof NftListScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The cards on screen; `hidden` when a drawer is open (the page behind it is hidden from assistive technology). */
const cardsOf = async (canvasElement: HTMLElement, name = 'My NFTs', hidden = false) => {
  const list = await within(canvasElement).findByRole('list', { name, hidden }, { timeout: 5000 });
  await imagesLoaded(list);
  return within(list).getAllByRole('link', { hidden });
};

/** The first page of the customer's 14 NFTs, newest first: picture, name, collection, units owned; two pages. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const cards = await cardsOf(canvasElement);
    await expect(cards).toHaveLength(NFTS_PER_PAGE);
    await expect(cards[0]).toHaveTextContent('Arena Champion');
    await expect(cards[0]).toHaveTextContent('Game Hub Heroes');
    await expect(cards[0]).toHaveTextContent('Owned: 1');
    await expect(cards[0]).toHaveTextContent('Minting');
    await expect(cards[0]).toHaveAttribute('href', '/nft?nft=nft_00011t');
    await expect(within(canvasElement).getByRole('link', { name: 'Create NFT' })).toHaveAttribute('href', '/nft/create');
    await expect(within(canvasElement).getByRole('navigation')).toBeVisible();
  },
};

export const Turkish: Story = {
  globals: { locale: 'tr' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: "NFT'lerim" })).toBeVisible();
    const cards = await cardsOf(canvasElement, "NFT'lerim");
    await expect(cards[1]).toHaveTextContent('Sahip olunan: 9');
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(await cardsOf(canvasElement)).toHaveLength(NFTS_PER_PAGE);
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(await cardsOf(canvasElement)).toHaveLength(NFTS_PER_PAGE);
  },
};

/** ?page=2: the last two NFTs; the page stays in the URL. */
export const SecondPage: Story = {
  parameters: { route: '/nft?page=2' },
  play: async ({ canvasElement }) => {
    const cards = await cardsOf(canvasElement);
    await expect(cards).toHaveLength(2);
    await expect(cards[0]).toHaveAttribute('href', '/nft?page=2&nft=nft_000125');
  },
};

/**
 * The second page is on its way (it never answers), in Turkish: the first page's cards stay, readable at full contrast
 * (the checks after the play judge it), marked busy under a progress line.
 */
export const PageOnItsWayTurkish: Story = {
  globals: { locale: 'tr' },
  parameters: { msw: { handlers: { wallet: [scenarios.wallet.loading('GET /nft', { page: '2' })] } } },
  play: async ({ canvasElement }) => {
    await cardsOf(canvasElement, "NFT'lerim");
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Sonraki sayfa' }));
    const busy = await busyRegionAround(() => within(canvasElement).getByRole('list', { name: "NFT'lerim" }));
    await expect(getComputedStyle(busy).opacity).toBe('1');
    await expect(await cardsOf(canvasElement, "NFT'lerim")).toHaveLength(NFTS_PER_PAGE);
  },
};

/** Nothing has answered yet: skeleton cards, announced once as loading. */
export const Loading: Story = {
  parameters: { msw: { handlers: { wallet: [scenarios.wallet.loading('GET /nft')] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading your NFTs…');
    await expect(canvas.getAllByTestId('nft-skeleton').length).toBeGreaterThan(0);
  },
};

/** No NFTs: the invitation to create the first one. */
export const Empty: Story = {
  parameters: { msw: { handlers: { wallet: [scenarios.wallet.empty('GET /nft')] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('You have no NFTs yet', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Create your first NFT' })).toHaveAttribute('href', '/nft/create');
  },
};

/** The list fails: one toast, the reason and Retry in place of the grid. */
export const LoadError: Story = {
  parameters: { msw: { handlers: { wallet: [scenarios.wallet.error('GET /nft')] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Retry' }, { timeout: 5000 })).toBeVisible();
    await waitFor(() => expect(toastTexts()).toEqual(['NFTs load failed, retry later']));
    await expect(
      within(canvas.getByRole('region', { name: 'My NFTs' })).getByText('NFTs load failed, retry later'),
    ).toBeVisible();
    await dismissToasts();
  },
};

/** ?nft=<id>: the drawer with picture, description, properties, units owned, token id and contract to copy. */
export const Detail: Story = {
  parameters: { route: '/nft?nft=nft_00011z' },
  play: async ({ canvasElement }) => {
    await cardsOf(canvasElement, 'My NFTs', true);
    const drawer = await screen.findByRole('dialog', { name: 'Cyber Fox #13' }, { timeout: 5000 });
    const panel = within(drawer);
    await expect(panel.getByTestId('nft-owned')).toHaveTextContent('5 of 10');
    await expect(panel.getByRole('list', { name: 'Properties' })).toHaveTextContent('Rarity');
    await expect(panel.getByRole('button', { name: 'Copy token ID' })).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Copy contract address' })).toBeVisible();
    await expect(panel.getByRole('link', { name: 'View on the explorer' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\//),
    );
    await expect(panel.getByRole('link', { name: 'Transfer' })).toHaveAttribute('href', '/nft/transfer/nft_00011z');
    await imagesLoaded(drawer);
  },
};

/** A card opens its drawer; closing it returns to the list. */
export const OpenAndClose: Story = {
  parameters: { visual: { disable: true, reason: 'Same picture as Loaded; this story checks the interaction.' } },
  play: async ({ canvasElement }) => {
    const cards = await cardsOf(canvasElement);
    const [, second] = cards;
    if (!second) throw new Error('no second card');
    await userEvent.click(second);
    const drawer = await screen.findByRole('dialog', { name: 'Neon Dragon #50' }, { timeout: 5000 });
    await userEvent.click(within(drawer).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** An id that is not the customer's: the drawer says so. */
export const UnknownInDrawer: Story = {
  parameters: { route: '/nft?nft=nft_nope' },
  play: async ({ canvasElement }) => {
    await cardsOf(canvasElement, 'My NFTs', true);
    const drawer = await screen.findByRole('dialog', {}, { timeout: 5000 });
    await expect(await within(drawer).findByText('This NFT is not among yours.', {}, { timeout: 5000 })).toBeVisible();
  },
};

/** Long names and collections end in an ellipsis inside their cards; nothing overflows the grid. */
export const LongText: Story = {
  beforeEach: () => {
    updateDb((db) => {
      const [newest, second] = db.nfts;
      if (newest) newest.name = 'The Extraordinarily Long-Named Interstellar Championship Trophy of the Autumn Season';
      if (second) second.collection = 'Game Hub Heroes — Limited Edition Anniversary Collection for Founding Players';
    });
  },
  play: async ({ canvasElement }) => {
    const cards = await cardsOf(canvasElement);
    await expect(cards[0]).toHaveTextContent('Interstellar Championship Trophy');
    const grid = within(canvasElement).getByRole('list', { name: 'My NFTs' });
    await expect(grid.scrollWidth).toBeLessThanOrEqual(grid.clientWidth);
  },
};

/** The drawer on a phone: the details fill the screen. */
export const DetailPhone: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  parameters: { route: '/nft?nft=nft_00011z' },
  play: async ({ canvasElement }) => {
    await cardsOf(canvasElement, 'My NFTs', true);
    const drawer = await screen.findByRole('dialog', { name: 'Cyber Fox #13' }, { timeout: 5000 });
    await imagesLoaded(drawer);
    await expect(within(drawer).getByRole('link', { name: 'Transfer' })).toBeVisible();
  },
};
