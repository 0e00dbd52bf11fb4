import type { Meta, StoryObj } from '@storybook/react-vite';
import { ArrowRight, Plus, Send } from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Box, HStack, Stack } from 'styled-system/jsx';
import { Button, LinkButton } from './Button';

const meta = {
  title: 'Design system/Button',
  component: Button,
  args: { children: 'Send funds', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['solid', 'outline', 'ghost', 'subtle', 'danger'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

const variants = ['solid', 'outline', 'ghost', 'subtle', 'danger'] as const;

function AllVariants(props: { disabled?: boolean; hover?: boolean }) {
  return (
    <Stack gap="4">
      {variants.map((variant) => (
        <HStack key={variant} gap="3">
          <Button variant={variant} size="sm" disabled={props.disabled} data-hover={props.hover ? '' : undefined}>
            {variant}
          </Button>
          <Button variant={variant} disabled={props.disabled} icon={<Send />} data-hover={props.hover ? '' : undefined}>
            {variant}
          </Button>
          <Button variant={variant} size="lg" disabled={props.disabled} data-hover={props.hover ? '' : undefined}>
            {variant}
          </Button>
        </HStack>
      ))}
    </Stack>
  );
}

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Send funds' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

/** Every variant in every size: solid for the main action, outline and ghost for the rest, danger for destructive ones. */
export const Variants: Story = { render: () => <AllVariants /> };

/** The hover look (forced with data-hover, which Panda's _hover condition also matches). */
export const Hover: Story = { render: () => <AllVariants hover /> };

export const Disabled: Story = {
  render: () => <AllVariants disabled />,
  play: async ({ canvasElement }) => {
    for (const button of within(canvasElement).getAllByRole('button')) await expect(button).toBeDisabled();
  },
};

export const WithIcons: Story = {
  render: (args) => (
    <HStack gap="3">
      <Button {...args} icon={<Plus />}>
        Add asset
      </Button>
      <Button {...args} variant="outline" trailingIcon={<ArrowRight />}>
        Continue
      </Button>
    </HStack>
  ),
};

/** A spinner replaces the icon, aria-busy is set and clicks are ignored; focus stays on the button. */
export const Loading: Story = {
  args: { loading: true, icon: <Send /> },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Send funds' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const KeyboardFocus: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.tab();
    const button = within(canvasElement).getByRole('button', { name: 'Send funds' });
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const LongText: Story = {
  render: (args) => (
    <Box width="xs">
      <Button {...args} fullWidth>
        Transfer the whole balance to another wallet
      </Button>
    </Box>
  ),
};

/** A router link with the button look, for navigation (not actions). */
export const AsLink: Story = {
  render: () => (
    <HStack gap="3">
      <LinkButton to="/send" icon={<Send />}>
        Send
      </LinkButton>
      <LinkButton to="/receive" variant="outline">
        Receive
      </LinkButton>
    </HStack>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Send' })).toHaveAttribute('href', '/send');
  },
};

export const Turkish: Story = {
  args: { children: 'Gönder', loading: true },
  globals: { locale: 'tr' },
};

export const Dark: Story = { render: () => <AllVariants />, globals: { theme: 'dark' } };

export const Mobile: Story = {
  render: (args) => (
    <Stack gap="3" width="xs">
      <Button {...args} fullWidth size="lg">
        Continue
      </Button>
      <Button {...args} fullWidth size="lg" variant="outline">
        Cancel
      </Button>
    </Stack>
  ),
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
