import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Box } from 'styled-system/jsx';
import { DraftOffer } from './DraftOffer';

const meta = {
  title: 'Design system/DraftOffer',
  component: DraftOffer,
  args: {
    children: 'You had started a withdrawal before you were signed out.',
    onRestore: fn(),
    onDiscard: fn(),
  },
  decorators: [
    (Story) => (
      <Box width="lg" maxWidth="full">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof DraftOffer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Continue gives the kept values back to the form. */
export const Continue: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Continue where you left off?')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(args.onRestore).toHaveBeenCalledOnce();
    await expect(args.onDiscard).not.toHaveBeenCalled();
  },
};

/** Start over drops the draft. */
export const StartOver: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Start over' }));
    await expect(args.onDiscard).toHaveBeenCalledOnce();
    await expect(args.onRestore).not.toHaveBeenCalled();
  },
};

/** A long description and a narrow column: the text wraps and the buttons stay whole. */
export const LongText: Story = {
  args: {
    children:
      'You had started this transfer before you were signed out: recipient 0x52908400098527886E0F7030069857D2E4169EE7, quantity 1,000,000. It was kept in this tab only, and nothing was sent.',
  },
  decorators: [
    (Story) => (
      <Box width="xs" maxWidth="full">
        <Story />
      </Box>
    ),
  ],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Start over' })).toBeVisible();
  },
};

export const Turkish: Story = {
  globals: { locale: 'tr' },
  args: { children: 'Oturumunuz kapanmadan önce bir çekime başlamıştınız.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Kaldığınız yerden devam edilsin mi?')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Devam et' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Baştan başla' })).toBeVisible();
  },
};
