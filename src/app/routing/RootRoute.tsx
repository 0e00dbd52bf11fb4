import { useEffect, useMemo, useRef } from 'react';
import { useIntl } from 'react-intl';
import { Outlet, useLocation, useMatches } from 'react-router-dom';
import { Spinner, useQueryParams } from '@/design-system';
import { css } from 'styled-system/css';
import { config } from '@/services/config/env';
import { reportPageView, startAnalytics } from '../analytics/analytics';
import { RetireFirstPaint } from '../first-paint/RetireFirstPaint';
import { markFirstScreenCommitted } from './first-screen';
import { isRouteHandle } from './route-handle';

const loadingClass = css({ minHeight: 'screenH', display: 'grid', placeItems: 'center' });

/** The title of the deepest matched route ('{title} | Wallet brand'). */
function useRouteTitle(): string {
  const intl = useIntl();
  const matches = useMatches();
  const handle = [...matches].reverse().find((match) => isRouteHandle(match.handle))?.handle;
  const titleId = isRouteHandle(handle) ? handle.titleId : undefined;

  // Worked out when the route or the language changes, not at a change of the query (a page).
  const title = useMemo(() => {
    const brand = intl.formatMessage({ id: 'app.brand' });
    return titleId
      ? intl.formatMessage({ id: 'app.documentTitle' }, { title: intl.formatMessage({ id: titleId }), brand })
      : brand;
  }, [intl, titleId]);
  return title;
}

/**
 * Sets the document title, then reports a page view for each new path or query (a page of a list, a filter), so
 * analytics sees the new title. Its own component: a change of the query renders it alone, not the routes below.
 */
function TitleAndPageViews({ title }: { title: string }) {
  const { pathname } = useLocation();
  const [params] = useQueryParams();
  const query = params.toString();

  useEffect(() => {
    startAnalytics({ productionHost: config.productionHost, gtmId: config.gtmId });
  }, []);

  // A language switch retitles the page but is not a new page view.
  const reportedPath = useRef<string | null>(null);
  useEffect(() => {
    if (document.title !== title) document.title = title;
    const path = `${pathname}${query ? `?${query}` : ''}`;
    if (reportedPath.current === path) return;
    reportedPath.current = path;
    reportPageView(path, document.title);
  }, [title, pathname, query]);
  return null;
}

export function RootRoute() {
  const title = useRouteTitle();
  // After the screen's own effects (its requests have started): what waits for the first screen can now tell.
  useEffect(() => markFirstScreenCommitted(), []);
  return (
    <>
      <RetireFirstPaint />
      <Outlet />
      {/* After the screen: its effects (its first requests) run before analytics starts, as before this split. */}
      <TitleAndPageViews title={title} />
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
