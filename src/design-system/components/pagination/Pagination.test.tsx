import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { Pagination } from './Pagination';

/** What a customer sees: page numbers as text, with '…' for an ellipsis. */
async function windowFor(page: number, totalPages: number): Promise<string[]> {
  const { unmount } = await renderWithProviders(
    <Pagination page={page} totalPages={totalPages} onPageChange={() => undefined} />,
  );
  const nav = screen.getByRole('navigation');
  const slots = Array.from(nav.querySelectorAll('[data-part="item"], [data-part="ellipsis"]')).map((el) =>
    el.getAttribute('data-part') === 'ellipsis' ? '…' : (el.textContent ?? ''),
  );
  unmount();
  return slots;
}

describe('Pagination card page window', () => {
  it('is hidden when there is one page or none', async () => {
    for (const totalPages of [0, 1]) {
      const { unmount } = await renderWithProviders(
        <Pagination page={1} totalPages={totalPages} onPageChange={() => undefined} />,
      );
      expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
      unmount();
    }
  });

  it.each([2, 3, 5, 7])('shows every page when there are %i', async (totalPages) => {
    for (const page of [1, totalPages]) {
      expect(await windowFor(page, totalPages)).toEqual(Array.from({ length: totalPages }, (_, i) => String(i + 1)));
    }
  });

  it.each([
    [8, 1, ['1', '2', '3', '4', '5', '…', '8']],
    [8, 4, ['1', '2', '3', '4', '5', '…', '8']],
    [8, 5, ['1', '…', '4', '5', '6', '7', '8']],
    [8, 8, ['1', '…', '4', '5', '6', '7', '8']],
    [50, 1, ['1', '2', '3', '4', '5', '…', '50']],
    [50, 25, ['1', '…', '24', '25', '26', '…', '50']],
    [50, 50, ['1', '…', '46', '47', '48', '49', '50']],
    [9, 5, ['1', '…', '4', '5', '6', '…', '9']],
  ])('with %i pages at page %i shows %j', async (totalPages, page, expected) => {
    const slots = await windowFor(page, totalPages);
    expect(slots).toEqual(expected);
    expect(slots).toHaveLength(7);
  });

  it('marks the current page and reports clicks on pages and arrows', async () => {
    const onPageChange = vi.fn();
    await renderWithProviders(<Pagination page={3} totalPages={8} onPageChange={onPageChange} />);
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(nav).getByRole('button', { name: 'Page 3 of 8' })).toHaveAttribute('aria-current', 'page');

    await userEvent.click(within(nav).getByRole('button', { name: 'Next page' }));
    expect(onPageChange).toHaveBeenLastCalledWith(4);
    await userEvent.click(within(nav).getByRole('button', { name: 'Previous page' }));
    expect(onPageChange).toHaveBeenLastCalledWith(2);
    await userEvent.click(within(nav).getByRole('button', { name: 'Page 8 of 8' }));
    expect(onPageChange).toHaveBeenLastCalledWith(8);
  });

  it('labels the controls in Turkish', async () => {
    await renderWithProviders(<Pagination page={1} totalPages={3} onPageChange={() => undefined} />, { locale: 'tr' });
    expect(screen.getByRole('navigation', { name: 'Sayfalama' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Önceki sayfa' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Sayfa 2 / 3' })).toBeEnabled();
  });

  it('tells which page a control points at when the pointer comes onto it or the keyboard focuses it', async () => {
    const onPageIntent = vi.fn();
    await renderWithProviders(<Pagination page={3} totalPages={8} onPageChange={() => undefined} onPageIntent={onPageIntent} />);
    const nav = screen.getByRole('navigation', { name: 'Pagination' });

    await userEvent.hover(within(nav).getByRole('button', { name: 'Next page' }));
    expect(onPageIntent).toHaveBeenLastCalledWith(4);
    await userEvent.hover(within(nav).getByRole('button', { name: 'Page 8 of 8' }));
    expect(onPageIntent).toHaveBeenLastCalledWith(8);
    await userEvent.hover(within(nav).getByRole('button', { name: 'Previous page' }));
    expect(onPageIntent).toHaveBeenLastCalledWith(2);

    onPageIntent.mockClear();
    await userEvent.tab();
    expect(within(nav).getByRole('button', { name: 'Previous page' })).toHaveFocus();
    expect(onPageIntent).toHaveBeenLastCalledWith(2);
    await userEvent.tab();
    expect(onPageIntent).toHaveBeenLastCalledWith(1);
  });

  it('tells of no page when a finger comes onto a control: its arrival is the press', async () => {
    const onPageIntent = vi.fn();
    await renderWithProviders(<Pagination page={1} totalPages={3} onPageChange={() => undefined} onPageIntent={onPageIntent} />);
    const page2 = screen.getByRole('button', { name: 'Page 2 of 3' });
    fireEvent.pointerEnter(page2, { pointerType: 'touch' });
    expect(onPageIntent).not.toHaveBeenCalled();
    fireEvent.pointerEnter(page2, { pointerType: 'pen' });
    expect(onPageIntent).toHaveBeenCalledWith(2);
  });

  it('tells of no page for an arrow that leads nowhere', async () => {
    const onPageIntent = vi.fn();
    await renderWithProviders(<Pagination page={1} totalPages={2} onPageChange={() => undefined} onPageIntent={onPageIntent} />);
    await userEvent.hover(screen.getByRole('button', { name: 'Previous page' }));
    expect(onPageIntent).not.toHaveBeenCalled();
    await userEvent.hover(screen.getByRole('button', { name: 'Next page' }));
    expect(onPageIntent).toHaveBeenCalledWith(2);
  });
});
