import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Box, Stack } from 'styled-system/jsx';
import { Checkbox } from './Checkbox';

const meta = {
  title: 'Design system/Checkbox',
  component: Checkbox,
  args: { label: 'Remember me', onCheckedChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {
  play: async ({ args, canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', { name: 'Remember me' });
    await expect(checkbox).not.toBeChecked();
    await userEvent.click(within(canvasElement).getByText('Remember me'));
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
    await expect(checkbox).toBeChecked();
  },
};

export const Checked: Story = { args: { defaultChecked: true } };

export const KeyboardToggle: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('checkbox', { name: 'Remember me' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
  },
};

export const States: Story = {
  render: () => (
    <Stack gap="4">
      <Checkbox label="Unchecked" />
      <Checkbox label="Checked" defaultChecked />
      <Checkbox label="Indeterminate" checked="indeterminate" />
      <Checkbox label="Disabled" disabled />
      <Checkbox label="Disabled and checked" disabled defaultChecked />
      <Checkbox label="Invalid" invalid />
    </Stack>
  ),
};

export const WithHint: Story = {
  args: {
    label: 'I accept the terms of service',
    hint: 'You can read them any time under Help & Support.',
    required: true,
  },
};

export const LongText: Story = {
  render: (args) => (
    <Box width="xs">
      <Checkbox
        {...args}
        label="Send me an email when a deposit arrives, a withdrawal completes or a sign-in happens from a new device"
      />
    </Box>
  ),
};

export const Turkish: Story = { args: { label: 'Beni hatırla', defaultChecked: true }, globals: { locale: 'tr' } };

export const Dark: Story = {
  render: () => (
    <Stack gap="4">
      <Checkbox label="Unchecked" />
      <Checkbox label="Checked" defaultChecked />
      <Checkbox label="Disabled" disabled />
    </Stack>
  ),
  globals: { theme: 'dark' },
};

/** On a phone the label is part of the target: a tap on the text toggles it. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByText('Remember me'));
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
    await expect(within(canvasElement).getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
  },
};
