import { fireEvent, render, screen } from '@testing-library/react';
import { createContext, useContext, useState, type ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { createOverlayLayer, OverlayLayer, OverlayLayerContext, useOverlay, type OverlayLayerStore } from './overlay-layer';

/** Where an element renders: the place's name, from the nearest provider above it. */
const Place = createContext('nowhere');
function WhereAmI({ label }: { label: string }) {
  return <p>{`${label} renders in ${useContext(Place)}`}</p>;
}

function Caller({ element }: { element: ReactElement }) {
  return <>{useOverlay(element)}</>;
}

function App({ layer, children }: { layer: OverlayLayerStore | null; children: ReactElement }) {
  const routes = <Place.Provider value="the routes">{children}</Place.Provider>;
  if (!layer) return routes;
  return (
    <OverlayLayerContext.Provider value={layer}>
      {routes}
      <Place.Provider value="the layer">
        <OverlayLayer layer={layer} />
      </Place.Provider>
    </OverlayLayerContext.Provider>
  );
}

describe('useOverlay', () => {
  it('renders the element in the app’s overlay layer, with the contexts there, not the caller’s', () => {
    const layer = createOverlayLayer();
    render(
      <App layer={layer}>
        <Caller element={<WhereAmI label="The panel" />} />
      </App>,
    );
    expect(screen.getByText('The panel renders in the layer')).toBeInTheDocument();
    expect(layer.overlays()).toHaveLength(1);
  });

  it('renders the element where it is asked for when the app has no layer (a story, a test)', () => {
    render(
      <App layer={null}>
        <Caller element={<WhereAmI label="The panel" />} />
      </App>,
    );
    expect(screen.getByText('The panel renders in the routes')).toBeInTheDocument();
  });

  it('takes the element away when the caller leaves, and shows a new element in its place', () => {
    const layer = createOverlayLayer();
    function Toggle() {
      const [shown, setShown] = useState<'first' | 'second' | 'none'>('first');
      return (
        <>
          <button onClick={() => setShown('second')}>Second</button>
          <button onClick={() => setShown('none')}>Leave</button>
          {shown !== 'none' && <Caller element={<WhereAmI label={shown === 'first' ? 'The first' : 'The second'} />} />}
        </>
      );
    }
    render(
      <App layer={layer}>
        <Toggle />
      </App>,
    );
    expect(screen.getByText('The first renders in the layer')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Second' }));
    expect(screen.queryByText(/The first/)).toBeNull();
    expect(screen.getByText('The second renders in the layer')).toBeInTheDocument();
    expect(layer.overlays()).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Leave' }));
    expect(screen.queryByText(/renders in/)).toBeNull();
    expect(layer.overlays()).toHaveLength(0);
  });

  it('keeps each caller’s overlay apart', () => {
    const layer = createOverlayLayer();
    render(
      <App layer={layer}>
        <>
          <Caller element={<WhereAmI label="One" />} />
          <Caller element={<WhereAmI label="Two" />} />
        </>
      </App>,
    );
    expect(screen.getByText('One renders in the layer')).toBeInTheDocument();
    expect(screen.getByText('Two renders in the layer')).toBeInTheDocument();
  });
});
