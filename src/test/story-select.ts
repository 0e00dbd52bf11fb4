import { expect, screen, userEvent, waitFor } from 'storybook/test';

/**
 * Opens a select and picks an option, as a customer does, and returns once focus is back on the select. Ark
 * moves it there in a frame after the click, and on a busy machine that frame can come after the next field has
 * been clicked, taking the keys typed there (a story once sent its subject to the category picker this way).
 * The select is found again by its id: an unnamed select is drawn by its preview until the first click, which puts
 * Ark's trigger (same id) in its place.
 */
export async function chooseOption(trigger: HTMLElement, option: string | RegExp): Promise<void> {
  const { id } = trigger;
  await userEvent.click(trigger);
  await userEvent.click(await screen.findByRole('option', { name: option }));
  await waitFor(() => expect(document.getElementById(id)).toHaveFocus());
}
