import type { MovieList } from '@screenroom/core';

/** Our own lists live at `/discover/all#{slug}`; the server writes their address that way. */
const OWN_LIST_PREFIX = '/discover/all#';

/**
 * The id of a list's section on the page: the slug of one of our lists, so its address scrolls
 * to it, else its place on the page.
 */
export function listAnchor(list: MovieList, index: number): string {
  if (list.listUrl.startsWith(OWN_LIST_PREFIX)) {
    const slug = list.listUrl.slice(OWN_LIST_PREFIX.length);
    if (/^[a-z0-9-]+$/.test(slug)) return slug;
  }
  return `list-${index + 1}`;
}

/**
 * Where a list is kept elsewhere (a lists service's page), as a link to show beside it; null for
 * our own lists, whose address is their place on this page, and for anything but http(s).
 */
export function externalListUrl(list: MovieList): URL | null {
  if (list.listUrl.startsWith('/')) return null;
  try {
    const url = new URL(list.listUrl);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}
