import type { LucideIcon } from 'lucide-react';
import { css } from 'styled-system/css';

// Out of the layout, not display: none (a symbol in an undisplayed SVG may not draw where it is used).
const offscreen = css({ position: 'absolute', width: '0', height: '0', overflow: 'hidden' });

const symbolId = (sprite: string, name: string) => `${sprite}-${name}`;

/**
 * Icons that a long list repeats (the type icon of each history row), drawn once as SVG symbols. Each row then
 * shows its icon with SpriteIcon: an `<svg>` and a `<use>`, instead of a lucide component and its paths
 * (ADR 0026). `id` must be unique on the page (useId).
 */
export function IconSprite<Name extends string>({ id, icons }: { id: string; icons: Record<Name, LucideIcon> }) {
  return (
    <svg aria-hidden focusable="false" className={offscreen}>
      {(Object.entries(icons) as [Name, LucideIcon][]).map(([name, Icon]) => (
        <symbol key={name} id={symbolId(id, name)} viewBox="0 0 24 24">
          <Icon />
        </symbol>
      ))}
    </svg>
  );
}

/** One icon of the IconSprite `sprite`, decorative like every icon beside a written name; sized by CSS like lucide's. */
export function SpriteIcon({ sprite, name }: { sprite: string; name: string }) {
  return (
    <svg aria-hidden focusable="false" width="24" height="24" viewBox="0 0 24 24">
      <use href={`#${symbolId(sprite, name)}`} />
    </svg>
  );
}
