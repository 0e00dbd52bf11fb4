import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { HStack } from 'styled-system/jsx';
import { Spinner } from './Spinner';

const meta = {
  title: 'Design system/Spinner',
  component: Spinner,
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { tone: 'accent' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading…');
  },
};

export const SizesAndTones: Story = {
  render: () => (
    <HStack gap="6">
      {(['xs', 'sm', 'md', 'lg'] as const).map((size) => (
        <Spinner key={size} size={size} tone="accent" />
      ))}
      <Spinner size="lg" tone="muted" />
    </HStack>
  ),
};

export const CustomLabel: Story = {
  args: { label: 'Loading balances', tone: 'accent', size: 'lg' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading balances');
  },
};

export const Turkish: Story = {
  args: { tone: 'accent', size: 'lg' },
  globals: { locale: 'tr' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Yükleniyor…');
  },
};

export const Dark: Story = { args: { tone: 'accent', size: 'lg' }, globals: { theme: 'dark' } };
