import { describe, expect, it } from 'vitest';
import { firstSlots, renderingAhead, showing } from './grid-slots';

describe('the Assets grid’s slots', () => {
  it('start with the current page in the first slot, shown, and nothing ahead', () => {
    expect(firstSlots(3)).toEqual({ pages: [3, undefined], shown: 0 });
  });

  it('render a page ahead in the hidden slot, and the shown one stays', () => {
    expect(renderingAhead(firstSlots(1), 2)).toEqual({ pages: [1, 2], shown: 0 });
    expect(renderingAhead({ pages: [4, 2], shown: 1 }, 3)).toEqual({ pages: [3, 2], shown: 1 });
  });

  it('render ahead a page they hold already, or the shown one, as nothing new', () => {
    const slots = renderingAhead(firstSlots(1), 2);
    expect(renderingAhead(slots, 2)).toBe(slots);
    expect(renderingAhead(slots, 1)).toBe(slots);
  });

  it('swap when the page rendered ahead becomes the current one, keeping the page before hidden', () => {
    expect(showing(renderingAhead(firstSlots(1), 2), 2)).toEqual({ pages: [1, 2], shown: 1 });
  });

  it('swap back to the page before (Back)', () => {
    expect(showing({ pages: [1, 2], shown: 1 }, 1)).toEqual({ pages: [1, 2], shown: 0 });
  });

  it('update the shown slot in place for a page not rendered ahead', () => {
    expect(showing({ pages: [1, 2], shown: 0 }, 7)).toEqual({ pages: [7, 2], shown: 0 });
    expect(showing(firstSlots(1), 5)).toEqual({ pages: [5, undefined], shown: 0 });
  });

  it('stay the same object while the current page is the shown one', () => {
    const slots = firstSlots(1);
    expect(showing(slots, 1)).toBe(slots);
  });
});
