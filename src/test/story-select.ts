import { screen, userEvent } from 'storybook/test';

/**
 * Opens a select and picks an option, as a customer does. Done only after the next two frames: Ark moves focus
 * back to the select in a frame after the click, and on a busy machine that frame can come after the next field
 * has been clicked, taking the keys typed there (a story once sent its subject to the category picker this way).
 */
export async function chooseOption(trigger: HTMLElement, option: string | RegExp): Promise<void> {
  await userEvent.click(trigger);
  await userEvent.click(await screen.findByRole('option', { name: option }));
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
}
