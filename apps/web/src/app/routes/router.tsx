import { createBrowserRouter } from 'react-router';
import { appRoutes } from './app-routes.tsx';

/** The app's routes (app-routes.tsx) on the browser's history. */
export const router = createBrowserRouter(appRoutes());
