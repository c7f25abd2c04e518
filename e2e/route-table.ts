import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from './server.ts';

/** A page of the app as the browser tests visit it. */
export interface AppRoute {
  path: string;
  /** Where the page's title text lives in the locale files; null for the home page. */
  title: { namespace: string; key: string } | { fixed: string } | null;
}

/**
 * Every route of app-routes.tsx that renders a page of its own (the redirect-only routes have
 * their own unit tests). The player opens the bundled demo film so its title is known.
 */
export const APP_ROUTES: AppRoute[] = [
  { path: '/', title: null },
  { path: '/browse/sintel', title: null },
  { path: '/media/tmdb-movie-45745-sintel', title: { fixed: 'Sintel' } },
  { path: '/register', title: { namespace: 'account', key: 'register.pageTitle' } },
  { path: '/login', title: { namespace: 'account', key: 'login.pageTitle' } },
  { path: '/settings', title: { namespace: 'settings', key: 'title' } },
  { path: '/migration', title: { namespace: 'migration', key: 'pageTitle' } },
  { path: '/migration/direct', title: { namespace: 'migration', key: 'pageTitle' } },
  { path: '/migration/download', title: { namespace: 'migration', key: 'pageTitle' } },
  { path: '/migration/upload', title: { namespace: 'migration', key: 'pageTitle' } },
  { path: '/onboarding', title: { namespace: 'onboarding', key: 'pageTitle' } },
  { path: '/onboarding/extension', title: { namespace: 'onboarding', key: 'pageTitle' } },
  { path: '/onboarding/proxy', title: { namespace: 'onboarding', key: 'pageTitle' } },
  { path: '/discover', title: { namespace: 'discover', key: 'pageTitle' } },
  { path: '/discover/all', title: { namespace: 'discover', key: 'lists.title' } },
  {
    path: '/discover/more/popular/movie',
    title: { namespace: 'discover', key: 'content.popular.movie' },
  },
  { path: '/about', title: { namespace: 'about', key: 'pageTitle' } },
  { path: '/support', title: { namespace: 'static', key: 'support.pageTitle' } },
  { path: '/dmca', title: { namespace: 'static', key: 'dmca.pageTitle' } },
  { path: '/jip', title: { namespace: 'static', key: 'jip.pageTitle' } },
  { path: '/admin', title: { namespace: 'admin', key: 'pageTitle' } },
  { path: '/dev', title: { namespace: 'dev', key: 'pageTitle' } },
  { path: '/dev/video', title: { namespace: 'dev', key: 'video.pageTitle' } },
  { path: '/no-such-page', title: { namespace: 'layout', key: 'notFound.title' } },
];

function lookUp(language: string, namespace: string, key: string): string {
  const file = path.join(repoRoot, 'apps/web/src/locales', language, `${namespace}.json`);
  let node: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
  for (const part of key.split('.')) {
    node =
      typeof node === 'object' && node !== null
        ? (node as Record<string, unknown>)[part]
        : undefined;
  }
  if (typeof node !== 'string') throw new Error(`${language}/${namespace}.json has no ${key}`);
  return node;
}

/** The document title a route must show in a language: '{title} - Screenroom', or the name alone. */
export function expectedTitle(route: AppRoute, language: string): string {
  if (route.title === null) return 'Screenroom';
  const text =
    'fixed' in route.title
      ? route.title.fixed
      : lookUp(language, route.title.namespace, route.title.key);
  return `${text} - Screenroom`;
}
