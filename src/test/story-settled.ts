import { expect, waitFor } from 'storybook/test';

/**
 * Waits until a list whose next page was loading has it: nothing in `canvasElement` is busy any more, so the
 * busy region's progress line is gone too. A story whose play changes the page or the filters ends with this, so
 * the screenshot after the play is of the settled screen, not of a line caught halfway through fading in.
 */
export function listSettled(canvasElement: HTMLElement, list: () => HTMLElement): Promise<void> {
  return waitFor(
    () => {
      expect(canvasElement.querySelector('[aria-busy="true"]')).toBeNull();
      expect(list()).toBeVisible();
    },
    { timeout: 5000 },
  );
}

/** Waits until `list` shows inside a region marked busy (its next page or filter is on its way), and returns it. */
export function busyRegionAround(list: () => HTMLElement): Promise<HTMLElement> {
  return waitFor(
    () => {
      const region = list().closest<HTMLElement>('[aria-busy="true"]');
      expect(region).not.toBeNull();
      return region as HTMLElement;
    },
    { timeout: 5000 },
  );
}
