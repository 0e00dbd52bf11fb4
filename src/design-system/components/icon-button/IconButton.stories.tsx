import type { Meta, StoryObj } from '@storybook/react-vite';
import { Bell, Menu, Trash2, X } from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { HStack, Stack } from 'styled-system/jsx';
import { IconButton } from './IconButton';

const meta = {
  title: 'Design system/IconButton',
  component: IconButton,
  args: { label: 'Close', children: <X />, onClick: fn() },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

const variants = ['ghost', 'outline', 'solid', 'danger'] as const;
const sizes = ['xs', 'sm', 'md', 'lg'] as const;

function Matrix({ hover = false, disabled = false }) {
  return (
    <Stack gap="3">
      {variants.map((variant) => (
        <HStack key={variant} gap="3">
          {sizes.map((size) => (
            <IconButton
              key={size}
              variant={variant}
              size={size}
              disabled={disabled}
              label={`${variant} ${size}`}
              data-hover={hover ? '' : undefined}
            >
              {variant === 'danger' ? <Trash2 /> : variant === 'solid' ? <Bell /> : <Menu />}
            </IconButton>
          ))}
        </HStack>
      ))}
    </Stack>
  );
}

/** The label is the accessible name: the icon alone says nothing to a screen reader. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Close' }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const VariantsAndSizes: Story = { render: () => <Matrix /> };
export const Hover: Story = { render: () => <Matrix hover /> };

export const Disabled: Story = {
  render: () => <Matrix disabled />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'ghost md' })).toBeDisabled();
  },
};

export const KeyboardFocus: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Turkish: Story = {
  args: { label: 'Kapat' },
  globals: { locale: 'tr' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Kapat' })).toBeVisible();
  },
};

export const Dark: Story = { render: () => <Matrix />, globals: { theme: 'dark' } };

/** On a phone: the touch target is at least 24 px and the button answers a tap. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Close' });
    const { width, height } = button.getBoundingClientRect();
    await expect(Math.min(width, height)).toBeGreaterThanOrEqual(24);
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};
