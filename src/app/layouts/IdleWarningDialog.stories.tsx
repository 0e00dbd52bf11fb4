import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { focusMovedInto } from '@/design-system/fixtures/focus';
import { IdleWarningDialog } from './IdleWarningDialog';

const meta = {
  title: 'App/Idle warning',
  component: IdleWarningDialog,
  args: { open: true, secondsLeft: 60, onStay: fn() },
} satisfies Meta<typeof IdleWarningDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

async function settled() {
  const dialog = await screen.findByRole('alertdialog');
  // Wait for the entrance animation, so checks and the screenshot see the settled dialog, and for its initial
  // focus: a click before it lands is followed by focus moving to the dialog's first button.
  await waitFor(() => expect(dialog).toBeVisible());
  await focusMovedInto(dialog);
  return dialog;
}

/** 60 seconds ahead of the idle sign-out. */
export const SixtySecondsLeft: Story = {
  play: async ({ args }) => {
    const dialog = await settled();
    await expect(dialog).toHaveAccessibleName('Are you still there?');
    await expect(within(dialog).getByText('Signing out in 60 seconds.')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stay signed in' }));
    await expect(args.onStay).toHaveBeenCalledTimes(1);
  },
};

export const FiveSecondsLeft: Story = {
  args: { secondsLeft: 5 },
  play: async () => {
    const dialog = await settled();
    await expect(within(dialog).getByText('Signing out in 5 seconds.')).toBeVisible();
  },
};

/** Escape answers like "Stay signed in": the customer is clearly there. */
export const EscapeStays: Story = {
  parameters: { visual: { disable: true, reason: 'The dialog has closed: an empty page; the open dialog is shot above.' } },
  play: async ({ args }) => {
    await settled();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(args.onStay).toHaveBeenCalledTimes(1));
  },
};

export const Turkish: Story = {
  globals: { locale: 'tr' },
  args: { secondsLeft: 42 },
  play: async () => {
    const dialog = await settled();
    await expect(within(dialog).getByText('42 saniye içinde oturum kapatılacak.')).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Oturumda kal' })).toBeVisible();
  },
};

/** On phones the dialog is a bottom sheet. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async () => {
    await settled();
  },
};
