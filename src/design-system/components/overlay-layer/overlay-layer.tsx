import { createContext, Fragment, useContext, useId, useLayoutEffect, useSyncExternalStore, type ReactElement } from 'react';

/**
 * Where long-lived overlays render: beside the app's router, not inside it. Everything under React Router's
 * providers is searched by React at every navigation, a change of the query too, for readers of the location
 * that changed (ADR 0026, session 92); an overlay that reads none (the notification panel, built ahead and kept
 * hidden) is then searched for nothing, at every page change. Rendered here it is left alone.
 */
export interface OverlayLayerStore {
  /** Shows `element` under `id` (again: replaces it). */
  show: (id: string, element: ReactElement) => void;
  hide: (id: string) => void;
  subscribe: (listener: () => void) => () => void;
  overlays: () => readonly (readonly [string, ReactElement])[];
}

export function createOverlayLayer(): OverlayLayerStore {
  let overlays: readonly (readonly [string, ReactElement])[] = [];
  const listeners = new Set<() => void>();
  const changed = () => {
    for (const listener of listeners) listener();
  };
  return {
    show: (id, element) => {
      const at = overlays.findIndex(([key]) => key === id);
      if (at >= 0 && overlays[at]?.[1] === element) return;
      overlays =
        at >= 0
          ? overlays.map((entry, index) => (index === at ? ([id, element] as const) : entry))
          : [...overlays, [id, element]];
      changed();
    },
    hide: (id) => {
      if (!overlays.some(([key]) => key === id)) return;
      overlays = overlays.filter(([key]) => key !== id);
      changed();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    overlays: () => overlays,
  };
}

/** The app's overlay layer; without one (a story, a test) overlays render where they are asked for. */
export const OverlayLayerContext = createContext<OverlayLayerStore | null>(null);

/** Renders the layer's overlays: the app places it beside its router, inside the providers overlays read. */
export function OverlayLayer({ layer }: { layer: OverlayLayerStore }) {
  const overlays = useSyncExternalStore(layer.subscribe, layer.overlays, layer.overlays);
  return overlays.map(([id, element]) => <Fragment key={id}>{element}</Fragment>);
}

/**
 * Renders `element` (made once, or memoised: each new one renders again) in the app's overlay layer while the
 * caller is mounted; returns what the caller renders in its place: nothing, or the element itself without a layer.
 * The element reads its contexts where the layer is: it must need none of the caller's, nor the router's.
 */
export function useOverlay(element: ReactElement): ReactElement | null {
  const layer = useContext(OverlayLayerContext);
  const id = useId();
  useLayoutEffect(() => layer?.show(id, element), [layer, id, element]);
  // Hidden only on leaving: a new element replaces the old one in place, without unmounting it in between.
  useLayoutEffect(() => () => layer?.hide(id), [layer, id]);
  return layer ? null : element;
}
