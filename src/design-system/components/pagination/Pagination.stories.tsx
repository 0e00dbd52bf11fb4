import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Pagination, type PaginationProps } from './Pagination';

/** Keeps the page in state so clicks move the selection, as on a real screen. */
function StatefulPagination(props: PaginationProps) {
  const [page, setPage] = useState(props.page);
  return (
    <Pagination
      {...props}
      page={page}
      onPageChange={(next) => {
        setPage(next);
        props.onPageChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Design system/Pagination',
  component: Pagination,
  render: (args) => <StatefulPagination {...args} />,
  args: { page: 1, totalPages: 8, onPageChange: fn(), onPageIntent: fn() },
  argTypes: {
    page: { control: { type: 'number', min: 1 } },
    totalPages: { control: { type: 'number', min: 0 } },
  },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The visible page buttons, in order, as a customer reads them. */
function visiblePages(canvasElement: HTMLElement): string[] {
  return within(canvasElement)
    .queryAllByRole('button')
    .map((button) => button.textContent ?? '')
    .filter((text) => text !== '');
}

/** The page buttons shown and the one marked current (aria-current="page"). */
async function expectPages(canvasElement: HTMLElement, pages: string[], current: string) {
  await expect(visiblePages(canvasElement)).toEqual(pages);
  const selected = within(canvasElement)
    .queryAllByRole('button')
    .filter((button) => button.getAttribute('aria-current') === 'page');
  await expect(selected.map((button) => button.textContent)).toEqual([current]);
}

const SEVEN = ['1', '2', '3', '4', '5', '6', '7'];

export const OnePageIsHidden: Story = {
  args: { totalPages: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('navigation')).not.toBeInTheDocument();
  },
};

export const TwoPagesFirst: Story = {
  args: { totalPages: 2, page: 1 },
  play: async ({ canvasElement }) => {
    await expect(visiblePages(canvasElement)).toEqual(['1', '2']);
    await expect(within(canvasElement).getByRole('button', { name: 'Previous page' })).toBeDisabled();
  },
};

export const TwoPagesLast: Story = {
  args: { totalPages: 2, page: 2 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Next page' })).toBeDisabled();
  },
};

export const SevenPagesFirst: Story = {
  args: { totalPages: 7, page: 1 },
  play: async ({ canvasElement }) => {
    await expect(visiblePages(canvasElement)).toEqual(['1', '2', '3', '4', '5', '6', '7']);
  },
};

export const SevenPagesMiddle: Story = {
  args: { totalPages: 7, page: 4 },
  play: async ({ canvasElement }) => expectPages(canvasElement, SEVEN, '4'),
};

export const SevenPagesLast: Story = {
  args: { totalPages: 7, page: 7 },
  play: async ({ canvasElement }) => {
    await expectPages(canvasElement, SEVEN, '7');
    await expect(within(canvasElement).getByRole('button', { name: 'Next page' })).toBeDisabled();
  },
};

export const EightPagesFirst: Story = {
  args: { totalPages: 8, page: 1 },
  play: async ({ canvasElement }) => {
    await expect(visiblePages(canvasElement)).toEqual(['1', '2', '3', '4', '5', '8']);
  },
};

export const EightPagesMiddle: Story = {
  args: { totalPages: 8, page: 5 },
  play: async ({ canvasElement }) => {
    await expect(visiblePages(canvasElement)).toEqual(['1', '4', '5', '6', '7', '8']);
  },
};

export const EightPagesLast: Story = {
  args: { totalPages: 8, page: 8 },
  play: async ({ canvasElement }) => expectPages(canvasElement, ['1', '4', '5', '6', '7', '8'], '8'),
};

export const FiftyPagesFirst: Story = {
  args: { totalPages: 50, page: 1 },
  play: async ({ canvasElement }) => expectPages(canvasElement, ['1', '2', '3', '4', '5', '50'], '1'),
};

export const FiftyPagesMiddle: Story = {
  args: { totalPages: 50, page: 25 },
  play: async ({ canvasElement }) => {
    await expect(visiblePages(canvasElement)).toEqual(['1', '24', '25', '26', '50']);
  },
};

export const FiftyPagesLast: Story = {
  args: { totalPages: 50, page: 50 },
  play: async ({ canvasElement }) => {
    await expect(visiblePages(canvasElement)).toEqual(['1', '46', '47', '48', '49', '50']);
  },
};

export const ClickingMovesTheSelection: Story = {
  args: { totalPages: 50, page: 1 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Page 5 of 50' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(5);
    await expect(canvas.getByRole('button', { name: 'Page 5 of 50' })).toHaveAttribute('aria-current', 'page');
  },
};

export const KeyboardOperable: Story = {
  args: { totalPages: 8, page: 3 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: 'Previous page' }).focus();
    await userEvent.keyboard('{Tab}');
    await expect(canvas.getByRole('button', { name: 'Page 1 of 8' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(1);
  },
};

/**
 * A mouse on a control, or the keyboard's focus, tells which page it leads to before it is pressed: the wallet renders
 * that page ahead. Nothing changes on screen.
 */
export const TellsThePagePointedAt: Story = {
  args: { totalPages: 50, page: 4 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.hover(canvas.getByRole('button', { name: 'Next page' }));
    await expect(args.onPageIntent).toHaveBeenLastCalledWith(5);
    await userEvent.hover(canvas.getByRole('button', { name: 'Page 50 of 50' }));
    await expect(args.onPageIntent).toHaveBeenLastCalledWith(50);
    await userEvent.unhover(canvas.getByRole('button', { name: 'Page 50 of 50' }));
    canvas.getByRole('button', { name: 'Previous page' }).focus();
    await userEvent.keyboard('{Tab}');
    await expect(canvas.getByRole('button', { name: 'Page 1 of 50' })).toHaveFocus();
    await expect(args.onPageIntent).toHaveBeenLastCalledWith(1);
    await expect(args.onPageChange).not.toHaveBeenCalled();
  },
};

/** Turkish: the same rule, the labels in Turkish. */
const turkish = { globals: { locale: 'tr' } } as const;

export const TurkishOnePageIsHidden: Story = {
  ...turkish,
  args: { totalPages: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('navigation')).not.toBeInTheDocument();
  },
};

export const TurkishTwoPagesFirst: Story = {
  ...turkish,
  args: { totalPages: 2, page: 1 },
  play: async ({ canvasElement }) => {
    await expectPages(canvasElement, ['1', '2'], '1');
    await expect(within(canvasElement).getByRole('button', { name: 'Önceki sayfa' })).toBeDisabled();
  },
};

export const TurkishTwoPagesLast: Story = {
  ...turkish,
  args: { totalPages: 2, page: 2 },
  play: async ({ canvasElement }) => expectPages(canvasElement, ['1', '2'], '2'),
};

export const TurkishSevenPagesFirst: Story = {
  ...turkish,
  args: { totalPages: 7, page: 1 },
  play: async ({ canvasElement }) => expectPages(canvasElement, SEVEN, '1'),
};

export const TurkishSevenPages: Story = {
  ...turkish,
  args: { totalPages: 7, page: 4 },
  play: async ({ canvasElement }) => expectPages(canvasElement, SEVEN, '4'),
};

export const TurkishSevenPagesLast: Story = {
  ...turkish,
  args: { totalPages: 7, page: 7 },
  play: async ({ canvasElement }) => expectPages(canvasElement, SEVEN, '7'),
};

export const TurkishEightPagesFirst: Story = {
  ...turkish,
  args: { totalPages: 8, page: 1 },
  play: async ({ canvasElement }) => expectPages(canvasElement, ['1', '2', '3', '4', '5', '8'], '1'),
};

export const TurkishEightPages: Story = {
  ...turkish,
  args: { totalPages: 8, page: 4 },
  play: async ({ canvasElement }) => expectPages(canvasElement, ['1', '2', '3', '4', '5', '8'], '4'),
};

export const TurkishEightPagesLast: Story = {
  ...turkish,
  args: { totalPages: 8, page: 8 },
  play: async ({ canvasElement }) => expectPages(canvasElement, ['1', '4', '5', '6', '7', '8'], '8'),
};

export const TurkishFiftyPagesFirst: Story = {
  ...turkish,
  args: { totalPages: 50, page: 1 },
  play: async ({ canvasElement }) => expectPages(canvasElement, ['1', '2', '3', '4', '5', '50'], '1'),
};

export const TurkishFiftyPages: Story = {
  ...turkish,
  args: { totalPages: 50, page: 25 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: 'Sayfalama' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Sonraki sayfa' })).toBeEnabled();
    await expectPages(canvasElement, ['1', '24', '25', '26', '50'], '25');
  },
};

export const TurkishFiftyPagesLast: Story = {
  ...turkish,
  args: { totalPages: 50, page: 50 },
  play: async ({ canvasElement }) => {
    await expectPages(canvasElement, ['1', '46', '47', '48', '49', '50'], '50');
    await expect(within(canvasElement).getByRole('button', { name: 'Sonraki sayfa' })).toBeDisabled();
  },
};

export const Dark: Story = {
  args: { totalPages: 50, page: 25 },
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => expectPages(canvasElement, ['1', '24', '25', '26', '50'], '25'),
};

export const Mobile: Story = {
  args: { totalPages: 50, page: 25 },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => expectPages(canvasElement, ['1', '24', '25', '26', '50'], '25'),
};

/** The rows the card's controls sit on (their distinct tops): the arrows and every page share one. */
function rowsOf(canvasElement: HTMLElement): number {
  const navigation = within(canvasElement).getByRole('navigation');
  return new Set([...navigation.children].map((control) => Math.round(control.getBoundingClientRect().top))).size;
}

/** A 320 px phone: seven pages and both arrows on one row, the controls a little smaller. */
export const NarrowPhone: Story = {
  args: { totalPages: 50, page: 25 },
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expectPages(canvasElement, ['1', '24', '25', '26', '50'], '25');
    await expect(rowsOf(canvasElement)).toBe(1);
  },
};

/** Three-digit page numbers, at their widest near the end, still on one row of a 320 px phone. */
export const NarrowPhoneThreeDigits: Story = {
  args: { totalPages: 120, page: 119 },
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expectPages(canvasElement, ['1', '116', '117', '118', '119', '120'], '119');
    await expect(rowsOf(canvasElement)).toBe(1);
  },
};
