import type { RouteObject } from 'react-router';

/** The account area's routes (document 000 §2 route table); pages load on demand. */
export const accountRoutes: RouteObject[] = [];
