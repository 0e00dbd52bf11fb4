import { useEffect } from 'react';
import { useRouteError } from 'react-router-dom';
import { RetireFirstPaint } from '../first-paint/RetireFirstPaint';
import { AppLoading } from '../routing/RootRoute';
import { AppErrorScreen, NewVersionScreen } from './ErrorScreens';
import { isChunkLoadError, isReloadingForNewVersion, reloadOnceForNewVersion } from './new-version-reload';

/**
 * The root route's error element: a render error shows the error screen; a screen that failed to load
 * reloads the page once by itself, then says a new version is available.
 */
export function RouteErrorScreen() {
  const error = useRouteError();
  const chunkFailed = isChunkLoadError(error);
  // Here, not on Vite's preload event: the failed navigation has landed on its URL, so the reload opens the
  // screen the customer asked for. A reload already under way is not started twice.
  const reloading = isReloadingForNewVersion() || (chunkFailed && reloadOnceForNewVersion());

  useEffect(() => {
    if (!reloading) console.error('Route error', error);
  }, [error, reloading]);

  if (reloading) return <AppLoading />;
  return (
    <>
      <RetireFirstPaint />
      {chunkFailed ? <NewVersionScreen /> : <AppErrorScreen />}
    </>
  );
}
