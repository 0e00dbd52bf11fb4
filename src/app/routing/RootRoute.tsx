import { useEffect, useMemo, useRef } from 'react';
import { useIntl } from 'react-intl';
import { Outlet, useLocation, useMatches } from 'react-router-dom';
import { Spinner } from '@/design-system';
import { css } from 'styled-system/css';
import { config } from '@/services/config/env';
import { reportPageView, startAnalytics } from '../analytics/analytics';
import { RetireFirstPaint } from '../first-paint/RetireFirstPaint';
import { markFirstScreenCommitted } from './first-screen';
import { isRouteHandle } from './route-handle';

const loadingClass = css({ minHeight: 'screenH', display: 'grid', placeItems: 'center' });

/**
 * Sets the document title of the deepest matched route ('{title} | Wallet brand') and then reports the page
 * view, so analytics sees the new title.
 */
function useDocumentTitleAndPageView(): void {
  const intl = useIntl();
  const matches = useMatches();
  const location = useLocation();
  const handle = [...matches].reverse().find((match) => isRouteHandle(match.handle))?.handle;
  const titleId = isRouteHandle(handle) ? handle.titleId : undefined;

  useEffect(() => {
    startAnalytics({ productionHost: config.productionHost, gtmId: config.gtmId });
  }, []);

  // Worked out when the route or the language changes, not at a change of the query (a page).
  const title = useMemo(() => {
    const brand = intl.formatMessage({ id: 'app.brand' });
    return titleId
      ? intl.formatMessage({ id: 'app.documentTitle' }, { title: intl.formatMessage({ id: titleId }), brand })
      : brand;
  }, [intl, titleId]);

  // A language switch retitles the page but is not a new page view.
  const reportedPath = useRef<string | null>(null);
  useEffect(() => {
    if (document.title !== title) document.title = title;
    const path = `${location.pathname}${location.search}`;
    if (reportedPath.current === path) return;
    reportedPath.current = path;
    reportPageView(path, document.title);
  }, [title, location.pathname, location.search]);
}

export function RootRoute() {
  useDocumentTitleAndPageView();
  // After the screen's own effects (its requests have started): what waits for the first screen can now tell.
  useEffect(() => markFirstScreenCommitted(), []);
  return (
    <>
      <RetireFirstPaint />
      <Outlet />
    </>
  );
}

/** Shown while the session is read on the first load (before the guard has decided). */
export function AppLoading() {
  return (
    <div className={loadingClass}>
      <Spinner size="lg" />
    </div>
  );
}
