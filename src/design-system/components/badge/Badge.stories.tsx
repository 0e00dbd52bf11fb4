import type { Meta, StoryObj } from '@storybook/react-vite';
import { CheckCircle2 } from 'lucide-react';
import { expect, within } from 'storybook/test';
import { HStack, Stack } from 'styled-system/jsx';
import { Badge, CountBadge, SoonBadge } from './Badge';

const meta = {
  title: 'Design system/Badge',
  component: Badge,
  args: { children: 'Completed' },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

const tones = ['neutral', 'accent', 'success', 'warning', 'danger', 'info'] as const;

function Tones() {
  return (
    <Stack gap="3">
      {(['subtle', 'solid'] as const).map((variant) => (
        <HStack key={variant} gap="2">
          {tones.map((tone) => (
            <Badge key={tone} tone={tone} variant={variant}>
              {tone}
            </Badge>
          ))}
        </HStack>
      ))}
      <HStack gap="2">
        <Badge tone="success" size="sm">
          <CheckCircle2 aria-hidden />
          Small
        </Badge>
        <SoonBadge />
        <SoonBadge size="md" />
        <CountBadge count={3} />
        <CountBadge count={42} tone="danger" />
        <CountBadge count={120} />
      </HStack>
    </Stack>
  );
}

export const Default: Story = { args: { tone: 'success' } };
export const AllTones: Story = { render: () => <Tones /> };

/** The marker on menu entries that are not available yet (Conversion, NFT). */
export const Soon: Story = {
  render: () => <SoonBadge />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Soon')).toBeVisible();
  },
};

/** Counts cap at 99+; with a label the number is read as "5 unread", otherwise it is decorative. */
export const Count: Story = {
  render: () => (
    <HStack gap="2">
      <CountBadge count={5} label="5 unread" />
      <CountBadge count={1500} label="1,500 unread" />
    </HStack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('5 unread')).toBeInTheDocument();
    await expect(canvas.getByText('99+')).toBeVisible();
  },
};

export const LongText: Story = { args: { tone: 'info', children: 'Awaiting network confirmations (12 of 64)' } };

export const Turkish: Story = {
  render: () => (
    <HStack gap="2">
      <SoonBadge />
      <CountBadge count={1234} max={9999} />
    </HStack>
  ),
  globals: { locale: 'tr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Yakında')).toBeVisible();
    await expect(canvas.getByText('1.234')).toBeVisible();
  },
};

export const Dark: Story = { render: () => <Tones />, globals: { theme: 'dark' } };
