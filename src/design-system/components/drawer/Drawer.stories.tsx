import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Stack } from 'styled-system/jsx';
import { Button } from '../button';
import { Drawer } from './Drawer';
import { focusMovedInto } from '../../fixtures/focus';

const lines = Array.from({ length: 30 }, (_, i) => `Entry ${i + 1}`);

const meta = {
  title: 'Design system/Drawer',
  component: Drawer,
  args: {
    title: 'Filters',
    trigger: <Button variant="outline">Open drawer</Button>,
    children: (
      <Stack gap="3" textStyle="body.md">
        <p>Narrow the transaction history by asset, type and date.</p>
      </Stack>
    ),
    footer: <Button fullWidth>Apply filters</Button>,
    onOpenChange: fn(),
  },
} satisfies Meta<typeof Drawer>;

export default meta;
type Story = StoryObj<typeof meta>;

async function open(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open drawer' }));
  const dialog = await screen.findByRole('dialog');
  // The slide-in has finished when Ark reports the open state on the panel.
  await waitFor(() => expect(dialog).toHaveAttribute('data-state', 'open'));
  return dialog;
}

/**
 * Waits until the closed drawer is gone and the focus is back on its trigger. Ark hands the focus back after the
 * panel has left (its focus trap, on a timer), so a screenshot taken at once could catch the page without it.
 * Whether the returned focus shows its ring depends on how the drawer was closed: after a key, Ark asks for the
 * ring; after a click, Chromium decides from the focus history of the page, which the story tests share between
 * stories. So the stories whose picture shows the returned focus close with a key.
 */
async function closedWithFocusOnTrigger(canvasElement: HTMLElement) {
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  await waitFor(() => expect(within(canvasElement).getByRole('button', { name: 'Open drawer' })).toHaveFocus());
}

export const Closed: Story = {};

export const RightSide: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    await expect(dialog).toHaveAccessibleName('Filters');
  },
};

/** Navigation drawers slide in from the left. */
export const LeftSide: Story = {
  args: { side: 'left', title: 'Menu' },
  play: async ({ canvasElement }) => {
    await open(canvasElement);
  },
};

export const EscapeCloses: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await open(canvasElement);
    await focusMovedInto(dialog);
    await userEvent.keyboard('{Escape}');
    await closedWithFocusOnTrigger(canvasElement);
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

export const CloseButton: Story = {
  parameters: {
    visual: {
      disable: true,
      reason: 'Closed again by a click: the picture of EscapeCloses, with a focus ring Chromium may or may not draw.',
    },
  },
  play: async ({ args, canvasElement }) => {
    const dialog = await open(canvasElement);
    // Closed before the drawer has taken the focus (its focus trap starts a frame later), nothing would hand it back.
    await focusMovedInto(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await closedWithFocusOnTrigger(canvasElement);
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

/** A click beside the panel (on the dimmed page) closes it; one inside it does not. */
export const ClickBesideCloses: Story = {
  parameters: {
    visual: { disable: true, reason: 'Closed again by a click: the picture of EscapeCloses (see CloseButton).' },
  },
  play: async ({ args, canvasElement }) => {
    const dialog = await open(canvasElement);
    await focusMovedInto(dialog);
    await userEvent.click(within(dialog).getByText('Narrow the transaction history by asset, type and date.'));
    await expect(dialog).toHaveAttribute('data-state', 'open');
    // What a click at the window's left edge hits, as the browser finds it (the panel is on the right).
    const beside = document.elementFromPoint(8, window.innerHeight / 2);
    if (!beside) throw new Error('Nothing at the left edge of the window.');
    await expect(dialog.contains(beside)).toBe(false);
    await userEvent.click(beside);
    await closedWithFocusOnTrigger(canvasElement);
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

/** A page taller than the window stays still behind an open drawer, and scrolls again once it closes. */
export const HoldsThePageStill: Story = {
  decorators: [
    (Story) => (
      <Stack gap="4">
        <Story />
        {[...lines, ...lines, ...lines].map((line, index) => (
          <p key={index}>{line}</p>
        ))}
      </Stack>
    ),
  ],
  play: async ({ canvasElement }) => {
    const overflow = () => getComputedStyle(document.documentElement).overflow;
    await expect(overflow()).toBe('visible');
    const dialog = await open(canvasElement);
    await expect(overflow()).toBe('hidden');
    // With the keyboard, so the picture shows the focus ring back on the trigger (see closedWithFocusOnTrigger).
    const close = within(dialog).getByRole('button', { name: 'Close' });
    await waitFor(() => expect(close).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await closedWithFocusOnTrigger(canvasElement);
    await expect(overflow()).toBe('visible');
  },
};

export const LongContent: Story = {
  args: {
    title: 'Activity log for the last thirty days, all wallets',
    children: (
      <Stack gap="3" textStyle="body.md">
        {lines.map((line) => (
          <p key={line}>{line}</p>
        ))}
      </Stack>
    ),
  },
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    // Keyboard users can scroll the long text: the body becomes focusable once it is measured as overflowing,
    // a frame after it opens.
    await waitFor(() => expect(within(dialog).getByText('Entry 1').closest('[tabindex="0"]')).not.toBeNull());
  },
};

export const Turkish: Story = {
  args: { title: 'Filtreler', footer: <Button fullWidth>Filtreleri uygula</Button> },
  globals: { locale: 'tr' },
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    await expect(within(dialog).getByRole('button', { name: 'Kapat' })).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await open(canvasElement);
  },
};

export const Mobile: Story = {
  args: { side: 'left', title: 'Menu' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    await open(canvasElement);
  },
};
