import { expect, waitFor } from 'storybook/test';

/**
 * Waits until a list that a screen dims while its next page loads has its page (nothing in `canvasElement` is
 * busy) and is drawn at full strength again (it fades back). A story whose play changes the page or the filters
 * ends with this: the checks after the play judge contrast, and the screenshot the colours. Both conditions are
 * needed: a fade that has only just begun still reads as full strength.
 */
export function listSettled(canvasElement: HTMLElement, list: () => HTMLElement): Promise<void> {
  return waitFor(
    () => {
      expect(canvasElement.querySelector('[aria-busy="true"]')).toBeNull();
      for (let node: HTMLElement | null = list(); node && node !== canvasElement; node = node.parentElement)
        expect(getComputedStyle(node).opacity).toBe('1');
    },
    { timeout: 5000 },
  );
}
