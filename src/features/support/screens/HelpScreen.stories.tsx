import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Box } from 'styled-system/jsx';
import { HelpScreen } from './HelpScreen';

const inMainLayout: Decorator = (Story) => (
  <Box as="main" p={{ base: '4', md: '8' }} minHeight="screenH" bg="canvas">
    <Story />
  </Box>
);

const meta = {
  title: 'Screens/Help',
  component: HelpScreen,
  decorators: [inMainLayout],
  parameters: { layout: 'fullscreen', route: '/help', session: 'customer' },
} satisfies Meta<typeof HelpScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const questions = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .queryAllByRole('button', { expanded: false })
    .concat(within(canvasElement).queryAllByRole('button', { expanded: true }));

/** Six groups of questions, every answer closed, and the ways to reach a person. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Help' })).toBeVisible();
    for (const group of ['Account', 'Deposits', 'Withdrawals', 'Conversion', 'NFTs', 'Security'])
      await expect(canvas.getByRole('heading', { level: 2, name: group })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Contact support' })).toHaveAttribute('href', '/support');
    await expect(canvas.getByRole('link', { name: 'Deposit assistance form' })).toHaveAttribute(
      'href',
      '/unreceived-deposit-assistance',
    );
  },
};

/** Searching narrows the list to the matching question; opening it shows its answer. */
export const Search: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search the questions' }), 'deposit arrived');
    await waitFor(() =>
      expect(questions(canvasElement).map((button) => button.textContent)).toEqual([
        'My deposit has not arrived. What should I do?',
      ]),
    );
    await expect(canvas.getByText('1 question matches')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'My deposit has not arrived. What should I do?' }));
    await expect(await canvas.findByText(/fill in the deposit assistance form with the transaction hash/)).toBeVisible();
  },
};

/** Nothing matches: say so and offer the support form. */
export const NoMatch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox'), 'lottery');
    await expect(await canvas.findByRole('heading', { name: 'No answers match “lottery”' })).toBeVisible();
    await expect(canvas.getAllByRole('link', { name: 'Contact support' })).toHaveLength(2);
  },
};

/** Turkish content, searched the Turkish way (capitals and without its letters). */
export const Turkish: Story = {
  globals: { locale: 'tr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Sorularda ara' }), 'SIFRE');
    await waitFor(() =>
      expect(questions(canvasElement).map((button) => button.textContent)).toContain('Şifremi nasıl değiştiririm?'),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Şifremi nasıl değiştiririm?' }));
    await expect(await canvas.findByText(/Mevcut şifrenizi/)).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Why was I signed out?' }));
  },
};

export const Phone: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
