import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { Button } from '../button';
import { Drawer } from './Drawer';

function ControlledDrawer({ onOpenChange }: { onOpenChange?: (open: boolean) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open from outside</Button>
      <Drawer
        open={open}
        onOpenChange={(next) => {
          onOpenChange?.(next);
          setOpen(next);
        }}
        title="Notifications"
      >
        <p>Panel body</p>
      </Drawer>
    </>
  );
}

describe('Drawer loaded on first open', () => {
  it('draws only its trigger, as Ark does, until opened; then opens, traps focus and gives it back', async () => {
    const onOpenChange = vi.fn();
    const user = userEvent.setup();
    await renderWithProviders(
      <Drawer title="Filters" trigger={<Button>Open drawer</Button>} onOpenChange={onOpenChange}>
        <Button>Inside</Button>
      </Drawer>,
    );
    const trigger = screen.getByRole('button', { name: 'Open drawer' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Filters' });
    expect(onOpenChange).toHaveBeenCalledWith(true);
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Open drawer' })).toHaveFocus());
  });

  it('opens a controlled drawer without a trigger when its open prop turns true', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<ControlledDrawer />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open from outside' }));
    expect(await screen.findByRole('dialog', { name: 'Notifications' })).toHaveTextContent('Panel body');
  });

  it('gives the focus back to what had it when a controlled drawer opened, even if the page lost it first', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<ControlledDrawer />);
    const opener = screen.getByRole('button', { name: 'Open from outside' });
    await user.click(opener);
    // Before the drawer's focus trap starts (a frame later), the page behind loses the focus: with no motion, the
    // app's page can be hidden from it by then. Ark alone would hand the focus back to the page, not the opener.
    opener.blur();
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('tells of a closing once, not again when the closing animation ends', async () => {
    const onOpenChange = vi.fn();
    const user = userEvent.setup();
    await renderWithProviders(<ControlledDrawer onOpenChange={onOpenChange} />);
    await user.click(screen.getByRole('button', { name: 'Open from outside' }));
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(onOpenChange.mock.calls).toEqual([[false]]);
  });

  it('opens at once, without waiting for its code, once preloadDrawer has run', async () => {
    // A fresh copy of the module: the tests above have already loaded the lazy panel of this one.
    vi.resetModules();
    const fresh = await import('./Drawer');
    await fresh.preloadDrawer();
    await renderWithProviders(
      <fresh.Drawer title="Menu" trigger={<Button>Open menu</Button>}>
        <p>Menu body</p>
      </fresh.Drawer>,
    );
    // A synchronous click and no find*: the panel is there as soon as the click has been handled, with no
    // wait for a module (a lazy component would show its fallback, the trigger, until the next task).
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(screen.getByRole('dialog', { name: 'Menu' })).toHaveTextContent('Menu body');
  });

  it('builds a controlled drawer that keeps its content ahead, hidden, once its code has loaded', async () => {
    vi.resetModules();
    const fresh = await import('./Drawer');
    function KeptDrawer({ keepMounted }: { keepMounted: boolean }) {
      const [open, setOpen] = useState(false);
      return (
        <>
          <Button onClick={() => setOpen(true)}>Open from outside</Button>
          <fresh.Drawer open={open} onOpenChange={setOpen} title="Notifications" keepMounted={keepMounted}>
            <p>Kept body</p>
          </fresh.Drawer>
        </>
      );
    }
    const view = await renderWithProviders(<KeptDrawer keepMounted />);
    expect(screen.queryByText('Kept body')).not.toBeInTheDocument();

    await fresh.preloadDrawer();
    const body = await screen.findByText('Kept body');
    expect(body).not.toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    // The opening shows the content built ahead: the same element, not a new one.
    fireEvent.click(screen.getByRole('button', { name: 'Open from outside' }));
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(dialog).toContainElement(body);
    view.unmount();

    // A drawer that does not keep its content builds nothing while closed.
    await renderWithProviders(<KeptDrawer keepMounted={false} />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('Kept body')).not.toBeInTheDocument();
  });
});

describe('Drawer opened from outside (a link, a controlled open)', () => {
  it('stays open when focus is handed back to the element that opened it, and closes when focus goes elsewhere', async () => {
    const onOpenChange = vi.fn();
    await renderWithProviders(
      <>
        <ControlledDrawer onOpenChange={onOpenChange} />
        <Button>Elsewhere</Button>
      </>,
    );
    const opener = screen.getByRole('button', { name: 'Open from outside' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));

    // What React's StrictMode does in development: the drawer's focus trap stops (giving focus back to the
    // opener) and starts again. The drawer must not take that for the customer leaving it.
    fireEvent.focusIn(opener);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Notifications' })).toBeInTheDocument();

    fireEvent.focusIn(screen.getByRole('button', { name: 'Elsewhere', hidden: true }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
  });
});
