import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Box } from 'styled-system/jsx';
import { PasswordChecklist } from './PasswordChecklist';

const meta = {
  title: 'Design system/PasswordChecklist',
  component: PasswordChecklist,
  decorators: [
    (Story) => (
      <Box width="md">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof PasswordChecklist>;

export default meta;
type Story = StoryObj<typeof meta>;

const met = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('listitem')
    .map((item) => item.getAttribute('data-met'));

export const Empty: Story = {
  args: { password: '' },
  play: async ({ canvasElement }) => {
    await expect(met(canvasElement)).toEqual(['false', 'false', 'false', 'false', 'false']);
    await expect(within(canvasElement).getByText('At least 8 characters')).toBeVisible();
  },
};

export const Partly: Story = {
  args: { password: 'wallet2026' },
  play: async ({ canvasElement }) => {
    await expect(met(canvasElement)).toEqual(['true', 'false', 'true', 'true', 'false']);
  },
};

export const AllMet: Story = {
  args: { password: 'Wallet#Demo2026' },
  play: async ({ canvasElement }) => {
    await expect(met(canvasElement)).toEqual(['true', 'true', 'true', 'true', 'true']);
  },
};

export const Turkish: Story = {
  args: { password: 'Cüzdan1' },
  globals: { locale: 'tr' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('En az 8 karakter')).toBeVisible();
  },
};

export const Dark: Story = { args: { password: 'Wallet20' }, globals: { theme: 'dark' } };

export const Mobile: Story = {
  args: { password: 'Wallet20' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
