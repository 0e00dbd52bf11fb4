import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fireEvent, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Box } from 'styled-system/jsx';
import { Select, type SelectProps } from './Select';

const networks = [
  { value: 'eth', label: 'Ethereum (ERC-20)' },
  { value: 'bsc', label: 'BNB Smart Chain (BEP-20)' },
  { value: 'trx', label: 'Tron (TRC-20)' },
  { value: 'sol', label: 'Solana' },
  { value: 'btc', label: 'Bitcoin', disabled: true },
];

function Stateful(props: SelectProps) {
  const [value, setValue] = useState(props.value);
  return (
    <Select
      {...props}
      value={value}
      onValueChange={(next) => {
        setValue(next);
        props.onValueChange?.(next);
      }}
    />
  );
}

const meta = {
  title: 'Design system/Select',
  component: Select,
  render: (args) => <Stateful {...args} />,
  args: {
    label: 'Network',
    options: networks,
    placeholder: 'Choose a network',
    hint: 'Send only on the network you choose here.',
    value: '',
    onValueChange: fn(),
  },
  decorators: [
    (Story) => (
      <Box width="sm" minHeight="md">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Placeholder: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: 'Network' });
    await expect(trigger).toHaveAccessibleDescription('Send only on the network you choose here.');
  },
};

export const Selected: Story = { args: { value: 'trx' } };

/** Opening shows the list, built at that moment (not before); the chosen option is checked. */
export const Open: Story = {
  args: { value: 'eth' },
  play: async ({ canvasElement }) => {
    await expect(screen.queryByRole('option', { hidden: true })).not.toBeInTheDocument();
    await userEvent.click(within(canvasElement).getByRole('combobox', { name: 'Network' }));
    await waitFor(() => expect(screen.getByRole('listbox')).toBeVisible());
    await expect(screen.getByRole('option', { name: 'Ethereum (ERC-20)' })).toHaveAttribute('aria-selected', 'true');
  },
};

export const ChooseWithMouse: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Network' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Solana' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith('sol');
    await waitFor(() => expect(canvas.getByRole('combobox', { name: 'Network' })).toHaveTextContent('Solana'));
    // Focus comes back to the select, so the keyboard carries on from where the customer was.
    await waitFor(() => expect(canvas.getByRole('combobox', { name: 'Network' })).toHaveFocus());
  },
};

export const ChooseWithKeyboard: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('combobox', { name: 'Network' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    // Keys go where focus is: wait until the open list has taken it, and for each highlight.
    await waitFor(() => expect(screen.getByRole('listbox')).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Tron (TRC-20)' })).toHaveAttribute('data-highlighted'));
    // Enter as a browser sends it: one keydown on the list (user-event's keypress would land on the trigger,
    // focused again by then, and open the list a second time).
    fireEvent.keyDown(screen.getByRole('listbox'), { key: 'Enter', code: 'Enter' });
    await waitFor(() => expect(args.onValueChange).toHaveBeenLastCalledWith('trx'));
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    // Ark gives the focus back in a frame after closing.
    await waitFor(() => expect(within(canvasElement).getByRole('combobox', { name: 'Network' })).toHaveFocus());
  },
};

/**
 * Typing a letter on a closed select chooses the next option starting with it, without opening the list. Here that
 * letter is the select's first use, which starts its machine (an unnamed select starts on first use): it still counts.
 */
export const TypeToChoose: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.tab();
    await userEvent.keyboard('t');
    await waitFor(() => expect(args.onValueChange).toHaveBeenLastCalledWith('trx'));
    const trigger = within(canvasElement).getByRole('combobox', { name: 'Network' });
    await expect(trigger).toHaveTextContent('Tron (TRC-20)');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(trigger).toHaveFocus();
  },
};

/** The label puts the focus on the select without opening it, before and after its first use. */
export const ClickTheLabel: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('Network'));
    await expect(canvas.getByRole('combobox', { name: 'Network' })).toHaveFocus();
    await expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  },
};

/** A named select posts its value with its form; one without a name (a filter) adds no native select. */
export const InAForm: Story = {
  render: (args) => (
    <form aria-label="Withdrawal">
      <Stateful {...args} name="network" value="sol" />
      <Stateful {...args} label="Filter" value="eth" />
    </form>
  ),
  play: async ({ canvasElement }) => {
    const form = within(canvasElement).getByRole('form', { name: 'Withdrawal' });
    if (!(form instanceof HTMLFormElement)) throw new Error('no form');
    await expect(new FormData(form).get('network')).toBe('sol');
    await expect(form.querySelectorAll('select')).toHaveLength(1);
  },
};

export const WithError: Story = {
  args: { error: 'Choose the network you are sending on', required: true },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: /Network/ });
    await expect(trigger).toHaveAttribute('aria-invalid', 'true');
    await expect(trigger).toHaveAccessibleDescription('Choose the network you are sending on');
  },
};

export const Disabled: Story = {
  args: { disabled: true, value: 'eth' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'Network' })).toBeDisabled();
  },
};

export const LongText: Story = {
  args: {
    value: 'long',
    options: [
      { value: 'long', label: 'Avalanche C-Chain (contract-based tokens, EVM-compatible, 12 confirmations)' },
      ...networks,
    ],
  },
};

export const Turkish: Story = {
  args: { label: 'Ağ', placeholder: 'Bir ağ seçin', hint: 'Yalnızca burada seçtiğiniz ağda gönderin.' },
  globals: { locale: 'tr' },
};

export const Dark: Story = {
  args: { value: 'eth' },
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('combobox', { name: 'Network' }));
    await waitFor(() => expect(screen.getByRole('listbox')).toBeVisible());
  },
};

export const Mobile: Story = { args: { value: 'bsc' }, globals: { viewport: { value: 'mobile', isRotated: false } } };
