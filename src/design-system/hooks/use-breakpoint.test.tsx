import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

/** A viewport whose width the test sets; it counts how often the page asks a media query for its answer. */
function fakeViewport(initialWidth: number) {
  let width = initialWidth;
  let reads = 0;
  const lists: Array<{ min: number; listeners: Set<(event: { matches: boolean }) => void> }> = [];
  vi.stubGlobal('matchMedia', (query: string) => {
    const min = Number(/min-width: (\d+)px/.exec(query)?.[1]);
    const listeners = new Set<(event: { matches: boolean }) => void>();
    lists.push({ min, listeners });
    return {
      get matches() {
        reads += 1;
        return width >= min;
      },
      addEventListener: (_: string, listener: (event: { matches: boolean }) => void) => listeners.add(listener),
      removeEventListener: (_: string, listener: (event: { matches: boolean }) => void) => listeners.delete(listener),
    };
  });
  return {
    reads: () => reads,
    resize(next: number) {
      for (const { min, listeners } of lists) {
        const changed = width >= min !== next >= min;
        if (changed) for (const listener of listeners) listener({ matches: next >= min });
      }
      width = next;
    },
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('useBreakpointUp', () => {
  it('answers from the last change, without asking the browser on every render', async () => {
    const viewport = fakeViewport(1280);
    vi.resetModules();
    const { useBreakpointUp } = await import('./use-breakpoint');
    function Layout({ label }: { label: string }) {
      return <p>{`${label}: ${useBreakpointUp('md') ? 'wide' : 'narrow'}`}</p>;
    }
    const view = render(<Layout label="first" />);
    expect(screen.getByText('first: wide')).toBeInTheDocument();
    for (const label of ['second', 'third', 'fourth']) view.rerender(<Layout label={label} />);
    expect(screen.getByText('fourth: wide')).toBeInTheDocument();
    expect(viewport.reads()).toBe(1);

    act(() => viewport.resize(375));
    expect(screen.getByText('fourth: narrow')).toBeInTheDocument();
    act(() => viewport.resize(1024));
    expect(screen.getByText('fourth: wide')).toBeInTheDocument();
  });
});
