import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { HStack, Stack } from 'styled-system/jsx';
import { Logo, LogoMark } from './Logo';

const meta = {
  title: 'Design system/Logo',
  component: Logo,
} satisfies Meta<typeof Logo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Wallet brand')).toBeVisible();
  },
};

export const Sizes: Story = {
  render: () => (
    <Stack gap="4">
      <Logo size="sm" />
      <Logo size="md" />
      <Logo size="lg" />
      <HStack gap="3">
        <LogoMark size="sm" title="Wallet brand" />
        <Logo markOnly size="lg" />
      </HStack>
    </Stack>
  ),
};

export const Dark: Story = { args: { size: 'lg' }, globals: { theme: 'dark' } };
