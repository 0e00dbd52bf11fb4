export { createOverlayLayer, OverlayLayer, OverlayLayerContext, useOverlay, type OverlayLayerStore } from './overlay-layer';
