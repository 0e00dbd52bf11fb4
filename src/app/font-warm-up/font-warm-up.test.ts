import { afterEach, describe, expect, it, vi } from 'vitest';
import { tokens } from '@/design-system/theme/tokens';
import { TEXT_SIZES, TEXT_WEIGHTS, warmUpFonts } from './font-warm-up';

/** A document whose brand font loads when `fontLoaded` is called (or fails with `fontFailed`). */
function withFonts() {
  let fontLoaded: () => void = () => undefined;
  let fontFailed: () => void = () => undefined;
  const load = vi.fn(
    () =>
      new Promise<void>((resolve, reject) => {
        fontLoaded = resolve;
        fontFailed = () => reject(new Error('font failed'));
      }),
  );
  Object.defineProperty(document, 'fonts', { value: { load }, configurable: true });
  return { load, loaded: () => fontLoaded(), failed: () => fontFailed() };
}

/** Slots that open one at a time, on request. */
function manualSlots() {
  const waiting: (() => void)[] = [];
  return {
    nextSlot: () => new Promise<void>((resolve) => waiting.push(resolve)),
    open: async () => {
      waiting.shift()?.();
      await Promise.resolve();
      await Promise.resolve();
    },
    pending: () => waiting.length,
  };
}

const samples = () => document.querySelector('[aria-hidden="true"]');

afterEach(() => {
  Reflect.deleteProperty(document, 'fonts');
  document.body.innerHTML = '';
});

describe('warmUpFonts', () => {
  it("covers every text size and weight of the design system's tokens", () => {
    expect([...TEXT_SIZES]).toEqual(Object.keys(tokens.fontSizes ?? {}));
    expect([...TEXT_WEIGHTS]).toEqual(Object.keys(tokens.fontWeights ?? {}));
  });

  it('lays out one hidden sample per size and weight, each in a slot of its own, once the brand font is there', async () => {
    const font = withFonts();
    const slots = manualSlots();
    const done = warmUpFonts('tr', { nextSlot: slots.nextSlot });
    await Promise.resolve();
    expect(font.load).toHaveBeenCalledWith('1em "Inter Variable"', 'Ağ');
    expect(samples()).toBeNull();

    font.loaded();
    await vi.waitFor(() => expect(slots.pending()).toBe(1));
    expect(samples()?.children).toHaveLength(0);
    await slots.open();
    expect(samples()?.children).toHaveLength(1);
    const first = samples()?.firstElementChild as HTMLElement;
    expect(first.textContent).toBe('Ağ');
    expect(first.style.fontSize).toBe('var(--font-sizes-2xs)');
    expect(first.style.fontWeight).toBe('var(--font-weights-regular)');
    expect((samples() as HTMLElement).style.visibility).toBe('hidden');

    for (let step = 2; step <= TEXT_SIZES.length * TEXT_WEIGHTS.length; step++) {
      await slots.open();
      if (step < TEXT_SIZES.length * TEXT_WEIGHTS.length) expect(samples()?.children).toHaveLength(step);
    }
    await done;
    // Set up, the samples go: nothing is left in the page.
    expect(samples()).toBeNull();
    expect(document.body.children).toHaveLength(0);
  });

  it('still sets up the sizes when the brand font fails (the fallback face is then the one shown)', async () => {
    const font = withFonts();
    const slot = vi.fn(() => Promise.resolve());
    const done = warmUpFonts('en', { nextSlot: slot });
    font.failed();
    await done;
    expect(font.load).toHaveBeenCalledWith('1em "Inter Variable"', 'Ag');
    expect(slot).toHaveBeenCalledTimes(TEXT_SIZES.length * TEXT_WEIGHTS.length);
  });

  it('does nothing in a browser without the font loading API', async () => {
    const slot = vi.fn(() => Promise.resolve());
    await warmUpFonts('en', { nextSlot: slot });
    expect(slot).not.toHaveBeenCalled();
    expect(document.body.children).toHaveLength(0);
  });
});
