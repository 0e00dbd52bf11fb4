import { Outlet } from 'react-router-dom';
import { css } from 'styled-system/css';

const layoutClass = css({ minHeight: 'screenH', display: 'grid', placeItems: 'center', p: '6' });

/** The fallback layout: a plain container (slanding, whose layout the spec does not show). */
export function PlainLayoutRoute() {
  return (
    <main className={layoutClass}>
      <Outlet />
    </main>
  );
}
