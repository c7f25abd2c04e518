import { isRouteErrorResponse, useRouteError } from 'react-router';
import { MediaNotFoundPage } from './MediaNotFoundPage.tsx';
import { NotFoundPage } from './NotFoundPage.tsx';
import { RenderErrorScreen } from './RenderErrorScreen.tsx';

/** Errors thrown by loaders and lazy imports: a 404 is a not-found page, the rest a crash screen. */
export function RouteErrorScreen() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return <RenderErrorScreen error={error} />;
}

/** On player routes a 404 means the title could not be resolved. */
export function MediaRouteErrorScreen() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <MediaNotFoundPage />;
  return <RenderErrorScreen error={error} />;
}
