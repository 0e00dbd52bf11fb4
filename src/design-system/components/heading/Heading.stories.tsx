import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Stack } from 'styled-system/jsx';
import { Heading } from './Heading';

const meta = {
  title: 'Design system/Heading',
  component: Heading,
  args: { children: 'My Wallet', level: 1 },
} satisfies Meta<typeof Heading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PageTitle: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'My Wallet' })).toBeVisible();
  },
};

export const Levels: Story = {
  render: () => (
    <Stack gap="3">
      <Heading level={1} size="display">
        Display
      </Heading>
      <Heading level={1}>Level 1 — My Wallet</Heading>
      <Heading level={2}>Level 2 — Assets</Heading>
      <Heading level={3}>Level 3 — Bitcoin</Heading>
      <Heading level={4}>Level 4 — Details</Heading>
    </Stack>
  ),
};

export const LongText: Story = {
  args: {
    children: 'Yardım ve Destek: eksik yatırımlar, hesap güvenliği ve kimlik doğrulama süreci hakkında sıkça sorulan sorular',
  },
  globals: { locale: 'tr' },
};

export const Dark: Story = { globals: { theme: 'dark' } };

export const Turkish: Story = {
  args: { children: 'Cüzdanım' },
  globals: { locale: 'tr' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Cüzdanım' })).toBeVisible();
  },
};

/** On a phone a long title wraps; it never overflows the screen. */
export const Mobile: Story = {
  args: { children: 'Unreceived deposit assistance for transfers sent on the wrong network' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole('heading', { level: 1 });
    await expect(heading.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};
