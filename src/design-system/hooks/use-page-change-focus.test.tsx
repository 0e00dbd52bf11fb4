import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { usePageChangeFocus } from './use-page-change-focus';

const TOTAL_PAGES = 3;

interface PagedListProps {
  firstPage: number;
  /** The page on show: the one asked for is shown once the test says it has loaded. */
  loaded: number;
  /** What becomes of Next on the last page. */
  lastNext?: 'removed' | 'disabled';
}

function PagedList({ firstPage, loaded, lastNext = 'removed' }: PagedListProps) {
  const [asked, setAsked] = useState(firstPage);
  const heading = useRef<HTMLHeadingElement>(null);
  const changePage = usePageChangeFocus({
    pageShown: asked === loaded,
    page: asked,
    totalPages: TOTAL_PAGES,
    status: (page, pages) => `Page ${page} of ${pages}`,
    heading,
    goToPage: setAsked,
  });
  return (
    <>
      <h2 ref={heading} tabIndex={-1}>
        Assets
      </h2>
      {(asked < TOTAL_PAGES || lastNext === 'disabled') && (
        <button type="button" disabled={asked >= TOTAL_PAGES} onClick={() => changePage(asked + 1)}>
          Next page
        </button>
      )}
      {/* A page change that is not the pagination's: a link, the browser's Back. */}
      <button type="button" onClick={() => setAsked(1)}>
        First page by link
      </button>
    </>
  );
}

const politeRegion = () => document.querySelector('[data-live-region="polite"]');

describe('usePageChangeFocus', () => {
  beforeEach(() => {
    for (const region of document.querySelectorAll('[data-live-region]')) region.replaceChildren();
  });

  it('announces the page the customer picked once it is on show, and gives the heading the focus the control took away', async () => {
    const { rerender } = render(<PagedList firstPage={2} loaded={2} />);
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    // The last page has no Next: the focus fell to the page, and the page asked for is still loading.
    expect(screen.queryByRole('button', { name: 'Next page' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Assets' })).not.toHaveFocus();

    rerender(<PagedList firstPage={2} loaded={3} />);
    expect(screen.getByRole('heading', { name: 'Assets' })).toHaveFocus();
    await waitFor(() => expect(politeRegion()).toHaveTextContent('Page 3 of 3'));
  });

  it('gives the heading the focus of a control that was disabled on the new page', async () => {
    const { rerender } = render(<PagedList firstPage={2} loaded={2} lastNext="disabled" />);
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    rerender(<PagedList firstPage={2} loaded={3} lastNext="disabled" />);
    // The browser lets go of a disabled control only at its next rendering: when the page shows, Next still has it.
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    expect(screen.getByRole('heading', { name: 'Assets' })).toHaveFocus();
  });

  it('leaves the focus on a control that is still there', async () => {
    const { rerender } = render(<PagedList firstPage={1} loaded={1} />);
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    rerender(<PagedList firstPage={1} loaded={2} />);
    await waitFor(() => expect(politeRegion()).toHaveTextContent('Page 2 of 3'));
    expect(screen.getByRole('button', { name: 'Next page' })).toHaveFocus();
  });

  it('says nothing of a page change that was not the pagination’s', async () => {
    const { rerender } = render(<PagedList firstPage={3} loaded={3} />);
    await userEvent.click(screen.getByRole('button', { name: 'First page by link' }));
    rerender(<PagedList firstPage={3} loaded={1} />);
    expect(screen.getByRole('button', { name: 'First page by link' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    rerender(<PagedList firstPage={3} loaded={2} />);
    // Announcements are written in order: once this one is in, any earlier one would be too.
    await waitFor(() => expect(politeRegion()).toHaveTextContent('Page 2 of 3'));
    expect(politeRegion()?.textContent).toBe('Page 2 of 3');
  });
});
