import { describe, expect, it } from 'vitest';
import { globalCss } from './global-css';
import { keyframes } from './keyframes';
import { recipes, slotRecipes } from './recipes';

/** Properties the compositor animates without the main thread repainting the element every frame. */
const COMPOSITED = new Set(['transform', 'opacity']);

/** Every `animation` value anywhere in a style object (conditions and slots included). */
function animationsIn(value: unknown, found: string[] = []): string[] {
  if (typeof value !== 'object' || value === null) return found;
  for (const [key, inner] of Object.entries(value)) {
    if (key === 'animation' && typeof inner === 'string') found.push(inner);
    else animationsIn(inner, found);
  }
  return found;
}

const infiniteAnimations = [
  ...new Set(
    animationsIn([recipes, slotRecipes, globalCss])
      .filter((animation) => animation.includes('infinite'))
      .map((animation) => animation.split(/\s+/)[0] ?? ''),
  ),
];

describe('the design system’s endless animations', () => {
  it('are found (skeleton shimmer, spinner)', () => {
    expect(infiniteAnimations).toEqual(expect.arrayContaining(['shimmer', 'spin']));
  });

  // A loading screen shows them while its own code runs: they must not cost the main thread a paint per frame.
  it.each(infiniteAnimations)('%s animates only composited properties', (name) => {
    const frames = keyframes[name];
    expect(frames, `keyframes ${name}`).toBeDefined();
    const properties = Object.values(frames ?? {}).flatMap((frame) => Object.keys(frame ?? {}));
    expect(properties.filter((property) => !COMPOSITED.has(property))).toEqual([]);
  });
});
