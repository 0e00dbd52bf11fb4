import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Outlet, useMatches } from 'react-router-dom';
import { isRouteHandle } from './route-handle';

/** Sets the document title of the deepest matched route: '{title} | Wallet brand'. */
function useDocumentTitle(): void {
  const intl = useIntl();
  const matches = useMatches();
  const handle = [...matches].reverse().find((match) => isRouteHandle(match.handle))?.handle;
  const titleId = isRouteHandle(handle) ? handle.titleId : undefined;

  useEffect(() => {
    const brand = intl.formatMessage({ id: 'app.brand' });
    document.title = titleId
      ? intl.formatMessage({ id: 'app.documentTitle' }, { title: intl.formatMessage({ id: titleId }), brand })
      : brand;
  }, [intl, titleId]);
}

export function RootRoute() {
  useDocumentTitle();
  return <Outlet />;
}
