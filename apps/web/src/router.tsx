import { createBrowserRouter } from 'react-router';
import { appRoutes } from './app/app-routes.tsx';

/** The app's routes (app/app-routes.tsx) on the browser's history. */
export const router = createBrowserRouter(appRoutes());
