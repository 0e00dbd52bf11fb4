import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { Route, Routes, useLocation } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { stubClipboard } from '@/design-system/fixtures/clipboard';
import { ReceiveScreen } from './ReceiveScreen';
import { scenarios } from '@/mocks/scenarios';
import { walletApi } from '@/services/api';
import { config } from '@/services/config/env';
import { SERVICE_BASE_PATHS } from '@/services/http/services';
import { routePattern } from '@/shared/routes';
import { Box } from 'styled-system/jsx';
import { dismissToasts, toastTexts } from '@/test/story-toasts';

/** Where the screen's URL is now (the choice lives there). */
function Location() {
  const location = useLocation();
  return (
    <Box as="output" aria-label="location" srOnly>
      {`${location.pathname}${location.search}`}
    </Box>
  );
}

const atItsRoute: Decorator = (Story) => (
  <Box as="main" p={{ base: '4', md: '8' }} minHeight="screenH" bg="canvas">
    <Routes>
      <Route
        path={routePattern('receive')}
        element={
          <>
            <Story />
            <Location />
          </>
        }
      />
      <Route path="*" element={<Location />} />
    </Routes>
  </Box>
);

const meta = {
  title: 'Screens/Receive',
  component: ReceiveScreen,
  decorators: [atItsRoute],
  parameters: { layout: 'fullscreen', route: '/receive?asset=BTC&network=bitcoin', session: 'customer' },
  // The clipboard accepts unless a story says otherwise (a headless browser refuses real writes).
  beforeEach: () => stubClipboard('accept'),
} satisfies Meta<typeof ReceiveScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const wallet = (path: string) => `${config.apiBaseUrl}${SERVICE_BASE_PATHS.wallet}${path}`;
async function addressOf(assetId: string, networkId: string): Promise<string> {
  const address = await walletApi.getWalletAddress(assetId, networkId);
  if (!address) throw new Error(`The demo customer has no ${assetId} address on ${networkId}`);
  return address.address;
}

/** The value shown in groups under a label (GroupedAddress keeps the exact string in data-value). */
const shownValue = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).getByRole('group', { name }).querySelector('[data-value]')?.getAttribute('data-value');

const qrCode = (canvasElement: HTMLElement, name: RegExp | string) =>
  within(canvasElement).findByRole('img', { name }, { timeout: 5000 });

/** Bitcoin on Bitcoin: the QR code (a bitcoin: URI), the address with its copy button, the facts and the warning. */
export const BitcoinAddress: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await qrCode(canvasElement, 'QR code of your BTC deposit address on Bitcoin')).toBeVisible();
    const address = await addressOf('btc', 'bitcoin');
    await expect(shownValue(canvasElement, 'Your BTC deposit address')).toBe(address);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy address' }));
    await expect(await canvas.findByRole('button', { name: 'Copied' })).toBeVisible();
    await expect(canvas.getByText('Send only BTC on Bitcoin to this address. Anything else is lost.')).toBeVisible();
    const facts = canvas.getByLabelText('Deposits on Bitcoin');
    await expect(facts).toHaveTextContent('Confirmations needed2');
    await expect(facts).toHaveTextContent('Estimated arrivalabout 20 minutes');
    await expect(canvas.getByText(/^Minimum deposit: /)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Deposit not arrived?' })).toHaveAttribute(
      'href',
      '/unreceived-deposit-assistance?asset=BTC&network=bitcoin',
    );
  },
};

/** XRP on the XRP Ledger: the destination tag with its own copy button and the warning that a deposit without it is lost. */
export const MemoNetwork: Story = {
  parameters: { route: '/receive?asset=XRP&network=ripple' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await qrCode(canvasElement, 'QR code of your XRP deposit address on XRP Ledger');
    const address = await walletApi.getWalletAddress('xrp', 'ripple');
    if (!address?.memo) throw new Error('the demo XRP address has a tag');
    await expect(shownValue(canvasElement, 'Destination tag')).toBe(address.memo);
    await expect(canvas.getByRole('button', { name: 'Copy Destination tag' })).toBeVisible();
    await expect(canvas.getByText('Include the Destination tag')).toBeVisible();
  },
};

/** BTC on BNB Smart Chain has no address yet: Generate makes one (busy while it runs), and it is shown. */
export const GenerateAddress: Story = {
  parameters: { route: '/receive?asset=BTC&network=bsc' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('You have no BTC address on BNB Smart Chain (BEP20) yet', {}, { timeout: 5000 }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Generate address' }));
    await qrCode(canvasElement, 'QR code of your BTC deposit address on BNB Smart Chain (BEP20)');
    await expect(shownValue(canvasElement, 'Your BTC deposit address')).toBe(await addressOf('btc', 'bsc'));
  },
};

/** Generating fails: the reason above the button and a toast; pressing it again tries again. */
export const GenerateError: Story = {
  parameters: {
    route: '/receive?asset=BTC&network=bsc',
    msw: {
      handlers: {
        wallet: [
          scenarios.wallet.error('POST /wallet-addresses/generate', {
            status: 422,
            message: 'Deposits are paused on this network.',
          }),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Generate address' }, { timeout: 5000 }));
    await expect(await canvas.findByText('The address could not be generated.', {}, { timeout: 5000 })).toBeVisible();
    await waitFor(() => expect(toastTexts()).toHaveLength(1));
    await dismissToasts();
    await expect(canvas.getByRole('button', { name: 'Generate address' })).toBeVisible();
  },
};

/** While the address loads: a skeleton in place of the QR code, never an empty code. */
export const Loading: Story = {
  parameters: {
    msw: { handlers: { wallet: [scenarios.wallet.loading('GET /wallet-addresses/asset/{assetId}/network/{networkId}')] } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status', { name: 'Loading your deposit address' }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.queryByRole('img', { name: /QR code/ })).not.toBeInTheDocument();
  },
};

/** The address's requests held until the story has measured the screen while it loads. */
const heldAddressRequests: (() => void)[] = [];

/**
 * The address arrives where its placeholders were (the network's memo included): "Deposit not arrived?" under it
 * does not move, so a click aimed at it while the address loads lands on it.
 */
export const AddressArrivesInPlace: Story = {
  parameters: {
    route: '/receive?asset=XRP&network=ripple',
    msw: {
      handlers: {
        wallet: [
          http.get(wallet('/wallet-addresses/asset/:assetId/network/:networkId'), async () => {
            await new Promise<void>((resolve) => heldAddressRequests.push(resolve));
            // Nothing returned: the demo backend's own handler answers.
            return undefined;
          }),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The link comes with the asset and the network, before the address.
    const link = await canvas.findByRole('link', { name: 'Deposit not arrived?' }, { timeout: 5000 });
    await expect(canvas.getByRole('status', { name: 'Loading your deposit address' })).toBeVisible();
    const whileLoading = link.getBoundingClientRect().top;
    await waitFor(() => expect(heldAddressRequests.length).toBeGreaterThan(0), { timeout: 5000 });
    for (const release of heldAddressRequests.splice(0)) release();
    await qrCode(canvasElement, 'QR code of your XRP deposit address on XRP Ledger');
    await expect(canvas.getByRole('group', { name: 'Destination tag' })).toBeVisible();
    await expect(link.getBoundingClientRect().top).toBe(whileLoading);
  },
};

/** The address cannot be loaded: the reason and a retry, which brings it. */
export const AddressError: Story = {
  parameters: {
    msw: {
      handlers: {
        wallet: [
          http.get(
            wallet('/wallet-addresses/asset/:assetId/network/:networkId'),
            () => HttpResponse.json({ message: 'Forbidden', code: 'FORBIDDEN' }, { status: 403 }),
            { once: true },
          ),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Your deposit address could not be loaded.', {}, { timeout: 5000 })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await qrCode(canvasElement, 'QR code of your BTC deposit address on Bitcoin');
  },
};

/** The browser refuses the clipboard write: no false "Copied", a clear message instead. */
export const CopyFailure: Story = {
  beforeEach: () => stubClipboard('refuse'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await qrCode(canvasElement, 'QR code of your BTC deposit address on Bitcoin');
    await userEvent.click(canvas.getByRole('button', { name: 'Copy address' }));
    await expect(await canvas.findByText("Couldn't copy. Select the text and copy it by hand.")).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Copied' })).not.toBeInTheDocument();
  },
};

/** A network under maintenance: shown with its reason, not selectable, and no address offered. */
export const NetworkInMaintenance: Story = {
  parameters: { route: '/receive?asset=FIL&network=filecoin' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Filecoin is under maintenance', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.queryByRole('img', { name: /QR code/ })).not.toBeInTheDocument();
    const option = within(canvas.getByRole('listbox', { name: 'Network' })).getByRole('option', { name: /^Filecoin/ });
    await expect(option).toHaveAttribute('aria-disabled', 'true');
    await expect(option).toHaveTextContent('Under maintenance: deposits are closed');
  },
};

/** No network carries the asset at the moment. */
export const NoNetworks: Story = {
  parameters: { msw: { handlers: { wallet: [scenarios.wallet.empty('GET /networks')] } } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('BTC cannot be received on any network at the moment.', {}, { timeout: 5000 }),
    ).toBeVisible();
  },
};

/** An asset the customer does not hold yet: choosing it opens the account (POST /accounts), then its only network is taken. */
export const NewAsset: Story = {
  parameters: { route: '/receive' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Choose the asset you want to receive.', {}, { timeout: 5000 })).toBeVisible();
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search assets' }), 'aptos');
    const option = canvas.getByRole('option', { name: /^APT/ });
    await expect(option).toHaveTextContent('Not in your wallet yet');
    await userEvent.click(option);
    await expect(await canvas.findByText('You have no APT address on Aptos yet', {}, { timeout: 5000 })).toBeVisible();
    await waitFor(() =>
      expect(canvas.getByRole('status', { name: 'location' })).toHaveTextContent('/receive?asset=APT&network=aptos'),
    );
    const [account] = (await walletApi.listAccounts({ asset: 'APT' })).data;
    await expect(account?.balance).toBe('0');
    await dismissToasts();
  },
};

/** A link with an asset the customer does not hold: one button opens the account. */
export const AssetNotHeld: Story = {
  parameters: { route: '/receive?asset=XTZ' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Add XTZ to my wallet' }, { timeout: 5000 }));
    await expect(await canvas.findByText('You have no XTZ address on Tezos yet', {}, { timeout: 5000 })).toBeVisible();
    await dismissToasts();
  },
};

export const Turkish: Story = {
  parameters: { route: '/receive?asset=XRP&network=ripple' },
  globals: { locale: 'tr' },
  play: async ({ canvasElement }) => {
    await qrCode(canvasElement, 'XRP Ledger üzerindeki XRP yatırma adresinizin QR kodu');
    await expect(within(canvasElement).getByText('Hedef etiketi ekleyin')).toBeVisible();
  },
};

export const Phone: Story = {
  parameters: { route: '/receive?asset=XRP&network=ripple' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const code = await qrCode(canvasElement, 'QR code of your XRP deposit address on XRP Ledger');
    await expect(code.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await qrCode(canvasElement, 'QR code of your BTC deposit address on Bitcoin');
  },
};
