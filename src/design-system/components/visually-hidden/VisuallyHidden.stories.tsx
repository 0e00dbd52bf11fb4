import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { VisuallyHidden } from './VisuallyHidden';

const meta = {
  title: 'Design system/VisuallyHidden',
  component: VisuallyHidden,
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Read by screen readers, invisible on screen (the canvas is empty on purpose). */
export const Hidden: Story = {
  args: { children: 'Balances are shown in US dollars' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Balances are shown in US dollars')).toBeInTheDocument();
  },
};

/** `focusable` + asChild: a skip link that appears on keyboard focus. */
export const FocusableSkipLink: Story = {
  render: () => (
    <VisuallyHidden focusable asChild>
      <a href="#main">Skip to content</a>
    </VisuallyHidden>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('link', { name: 'Skip to content' })).toHaveFocus();
  },
};
