import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { clearToasts } from '@/design-system';
import { samplePngFile } from '@/design-system/fixtures/images';
import { demoUsers } from '@/mocks/fixtures/demo-users';
import { scenarios } from '@/mocks/scenarios';
import { saveDraft } from '@/services/storage';
import { Box } from 'styled-system/jsx';
import { SupportScreen } from './SupportScreen';
import { chooseOption } from '@/test/story-select';
import { toastTexts } from '@/test/story-toasts';

const inMainLayout: Decorator = (Story) => (
  <Box as="main" p={{ base: '4', md: '8' }} minHeight="screenH" bg="canvas">
    <Story />
  </Box>
);

const meta = {
  title: 'Screens/Support',
  component: SupportScreen,
  decorators: [inMainLayout],
  parameters: { layout: 'fullscreen', route: '/support', session: 'customer' },
  beforeEach: () => clearToasts(),
} satisfies Meta<typeof SupportScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const fileInput = (canvasElement: HTMLElement) => {
  const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('No file input');
  return input;
};

/** The form is shown once the session has settled. */
const ready = (canvasElement: HTMLElement) => within(canvasElement).findByRole('heading', { level: 1 }, { timeout: 5000 });

async function fillIn(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const category = canvas.getByRole('combobox', { name: 'Category' });
  await chooseOption(category, 'Deposits');
  await userEvent.type(canvas.getByRole('textbox', { name: 'Subject' }), 'ETH deposit missing');
  await userEvent.type(canvas.getByRole('textbox', { name: 'Message' }), 'I sent 0.5 ETH yesterday and it has not arrived.');
}

/** The empty form with the safety notice; the message counter starts at zero. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Contact support' })).toBeVisible();
    await expect(canvas.getByText('We never ask for your password or codes')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Message' })).toHaveAccessibleDescription('0 of 2,000 characters');
  },
};

/** Opened from a transaction (`?txId=`): the related transaction is filled in. */
export const FromTransaction: Story = {
  parameters: { route: '/support?txId=0x9f2c4e7a' },
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    await expect(within(canvasElement).getByRole('textbox', { name: 'Related transaction (optional)' })).toHaveValue(
      '0x9f2c4e7a',
    );
  },
};

/** Sending an empty form names every missing field. */
export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send request' }));
    await expect(await canvas.findByText('Choose what your request is about.')).toBeVisible();
    await expect(canvas.getByText('Enter a subject.')).toBeVisible();
    await expect(canvas.getByText('Describe what happened.')).toBeVisible();
  },
};

/** A file whose content is not what its name says is refused and blocks sending. */
export const RefusedAttachment: Story = {
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    const fake = new File([new Uint8Array([0x4d, 0x5a, 0x90, 0x00, ...new Array<number>(64).fill(0)])], 'invoice.pdf', {
      type: 'application/pdf',
      lastModified: 0,
    });
    await userEvent.upload(fileInput(canvasElement), fake);
    await expect(
      await within(canvasElement).findByText('invoice.pdf is not a real JPEG, PNG or PDF file. Remove it to send.'),
    ).toBeVisible();
  },
};

/** Sent with an attachment: the ticket's reference. */
export const Sent: Story = {
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    const canvas = within(canvasElement);
    await fillIn(canvasElement);
    await userEvent.upload(fileInput(canvasElement), await samplePngFile('receipt.png'));
    await canvas.findByText('receipt.png');
    await userEvent.click(canvas.getByRole('button', { name: 'Send request' }));
    await expect(await canvas.findByRole('heading', { name: 'Your request has been sent' }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByText(/^SUP-\d+$/)).toBeVisible();
  },
};

/** 'Error sending contact': everything typed is kept. */
export const SendError: Story = {
  parameters: { msw: { handlers: { identity: [scenarios.identity.error('POST /contacts')] } } },
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    const canvas = within(canvasElement);
    await fillIn(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(toastTexts()).toContain('Error sending contact'), { timeout: 5000 });
    await expect(canvas.getByRole('alert')).toHaveTextContent('Everything you typed is still here');
    await expect(canvas.getByRole('textbox', { name: 'Subject' })).toHaveValue('ETH deposit missing');
    await expect(canvas.getByRole('combobox', { name: 'Category' })).toHaveTextContent('Deposits');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Send request' })).not.toHaveAttribute('aria-busy'));
  },
};

/** Signed out (session expiry) while writing: the draft is offered back. */
export const DraftOffered: Story = {
  beforeEach: () => {
    saveDraft(demoUsers.customer.userId, 'support', {
      category: 'withdrawals',
      subject: 'Withdrawal pending',
      message: 'My withdrawal has been pending since Monday.',
      transactionId: '',
    });
  },
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Continue where you left off?')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(canvas.getByRole('textbox', { name: 'Subject' })).toHaveValue('Withdrawal pending');
    await expect(canvas.queryByText('Continue where you left off?')).not.toBeInTheDocument();
  },
};

export const Turkish: Story = {
  globals: { locale: 'tr' },
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    await expect(within(canvasElement).getByText('Şifrenizi veya kodlarınızı asla sormayız')).toBeVisible();
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, play: async ({ canvasElement }) => void (await ready(canvasElement)) };

export const Phone: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => void (await ready(canvasElement)),
};
