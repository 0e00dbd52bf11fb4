import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Profiler, type ProfilerOnRenderCallback, type ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { Button } from '../button';
import { Drawer } from '../drawer';
import { Tabs } from './Tabs';

const items = [
  { value: 'unread', label: 'Unread', content: <p>Seven unread</p> },
  { value: 'all', label: 'All', content: <p>Twenty in all</p> },
];

/** The tabs inside a React profiler, and how often they have rendered again since they mounted. */
function profiledTabs(): { element: ReactElement; updates: () => number } {
  let updates = 0;
  const onRender: ProfilerOnRenderCallback = (_id, phase) => {
    if (phase !== 'mount') updates += 1;
  };
  return {
    element: (
      <Profiler id="tabs" onRender={onRender}>
        <Tabs items={items} label="Notifications" />
      </Profiler>
    ),
    updates: () => updates,
  };
}

describe('Tabs in a drawer', () => {
  // Ark's dialog (the drawer's machine) provides its render-strategy context as a new object at every step of its
  // opening; tab panels that read it rendered again at each one (ADR 0026, session 41). The opening's work must stay
  // the drawer's.
  it('render no more often while the drawer around them opens than on a page', async () => {
    const onPage = profiledTabs();
    const page = await renderWithProviders(onPage.element);
    await screen.findByRole('tabpanel', { name: 'Unread' });
    page.unmount();

    const inDrawer = profiledTabs();
    const user = userEvent.setup();
    await renderWithProviders(
      <Drawer title="Notifications" trigger={<Button>Open</Button>}>
        {inDrawer.element}
      </Drawer>,
    );
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    expect(screen.getByRole('tabpanel', { name: 'Unread' })).toHaveTextContent('Seven unread');
    expect(inDrawer.updates()).toBe(onPage.updates());
  });
});
