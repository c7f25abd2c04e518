/**
 * The movie database's answer shapes, shared by our catalog, which builds them, and the web app,
 * which reads them. An optional field is one a reader must not count on: answers may come from
 * the real service through our proxy, so the web app reads them tolerantly. Our own catalog fills
 * every field, which its builders check with `satisfies Required<…>`.
 */
export * from './error-body.ts';
export * from './external-ids.ts';
export * from './images.ts';
export * from './labels.ts';
export * from './list-results.ts';
export * from './movie-details.ts';
export * from './page.ts';
export * from './people.ts';
export * from './season-details.ts';
export * from './show-details.ts';
export * from './videos.ts';
export * from './watch-providers.ts';
