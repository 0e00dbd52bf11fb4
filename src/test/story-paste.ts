import { userEvent } from 'storybook/test';

/**
 * Puts `text` into a field as a password manager or the clipboard does: a click, then the whole text in one input
 * event. For stories whose subject is what follows a filled-in form; typing key by key (`userEvent.type`) stays
 * where the typing is the subject (formatting as one types, a checklist that follows the keys).
 */
export async function pasteInto(field: HTMLElement, text: string): Promise<void> {
  await userEvent.click(field);
  await userEvent.paste(text);
}
