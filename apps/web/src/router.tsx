import { createBrowserRouter } from 'react-router';
import { NotFoundPage } from './pages/NotFoundPage.tsx';

/**
 * Routes of document 000 §2. Pages other than home load on demand so the first paint carries only
 * what the home page needs.
 */
export const router = createBrowserRouter([
  { path: '*', element: <NotFoundPage /> },
]);
