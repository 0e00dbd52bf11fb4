import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { LocaleSwitcher, type LocaleSwitcherProps } from './LocaleSwitcher';

function Stateful(props: LocaleSwitcherProps) {
  const [value, setValue] = useState(props.value);
  return (
    <LocaleSwitcher
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Design system/LocaleSwitcher',
  component: LocaleSwitcher,
  render: (args) => <Stateful {...args} />,
  args: { value: 'en', onChange: fn() },
} satisfies Meta<typeof LocaleSwitcher>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('radiogroup', { name: 'Language' });
    await expect(within(group).getByRole('radio', { name: 'English' })).toBeChecked();
  },
};

export const ChooseTurkish: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByText('Türkçe'));
    await expect(args.onChange).toHaveBeenCalledWith('tr');
    await waitFor(() => expect(within(canvasElement).getByRole('radio', { name: 'Türkçe' })).toBeChecked());
  },
};

/** Tab in, arrow keys switch. */
export const KeyboardOperable: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('radio', { name: 'English' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(args.onChange).toHaveBeenCalledWith('tr'));
  },
};

export const Turkish: Story = {
  args: { value: 'tr' },
  globals: { locale: 'tr' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radiogroup', { name: 'Dil' })).toBeVisible();
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByText('Türkçe'));
    await expect(args.onChange).toHaveBeenLastCalledWith('tr');
  },
};
