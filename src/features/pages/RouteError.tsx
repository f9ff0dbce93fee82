import { pause, resume } from '@noriginmedia/norigin-spatial-navigation';
import { useEffect } from 'react';
import { useRouteError } from 'react-router-dom';

/** Last line of defence: a screen that failed to draw still says what happened and offers a way out. */
export function RouteError() {
  const error = useRouteError();
  const chunkFailed = error instanceof Error && /dynamically imported module|Loading chunk|Importing a module script failed/i.test(error.message);
  useEffect(() => {
    console.error(error);
    // The focus tree may be half gone: plain buttons and Tab take over here.
    pause();
    return () => resume();
  }, [error]);
  return (
    <section className="page" role="alert" style={{ padding: 48 }}>
      <h1 className="page-title">Something went wrong</h1>
      <p className="page-text">
        {chunkFailed
          ? 'Part of the app could not be downloaded. Please check your connection and try again.'
          : 'This screen could not be shown. Please try again; if it keeps happening, go back to the home page.'}
      </p>
      <button className="button button-primary" autoFocus onClick={() => window.location.reload()}>
        Try again
      </button>
      <button className="button" onClick={() => window.location.assign('/')}>
        Go to Home
      </button>
    </section>
  );
}
