import path from 'node:path';

/** A media folder the server serves, named by the first segment of `/media-files/{root}/...`. */
export interface MediaRoot {
  name: string;
  dir: string;
}

export type MediaPathAnswer =
  { ok: true; root: MediaRoot; relativePath: string; absolutePath: string } | { ok: false };

/** Characters no served segment may hold once decoded: separators of either system, NUL. */
const forbiddenInSegment = /[/\\\0]/;

/**
 * Maps the raw, still percent-encoded path after `/media-files/` to a file inside a root, or
 * refuses it. Every segment is decoded on its own, so an encoded slash or dot-dot can never
 * become a separator or a step up; the final check against the root catches anything missed.
 */
export function resolveMediaPath(rawPath: string, roots: readonly MediaRoot[]): MediaPathAnswer {
  if (rawPath.includes('\\')) return { ok: false };
  const segments: string[] = [];
  for (const raw of rawPath.split('/')) {
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      return { ok: false };
    }
    if (segment === '' || segment === '.' || segment === '..') return { ok: false };
    if (forbiddenInSegment.test(segment)) return { ok: false };
    segments.push(segment);
  }
  const [rootName, ...rest] = segments;
  const root = roots.find((r) => r.name === rootName);
  if (!root || rest.length === 0) return { ok: false };
  const base = path.resolve(root.dir);
  const absolutePath = path.resolve(base, ...rest);
  if (!absolutePath.startsWith(base + path.sep)) return { ok: false };
  return { ok: true, root, relativePath: rest.join('/'), absolutePath };
}

/** The server-absolute URL of a file, each segment percent-encoded. */
export function mediaFileUrl(rootName: string, relativePath: string): string {
  const encoded = [rootName, ...relativePath.split('/')].map(encodeURIComponent).join('/');
  return `/media-files/${encoded}`;
}

/** Whether `inner` (a real path) lies inside `outer` (a real path). */
export function isInside(outer: string, inner: string): boolean {
  return inner.startsWith(outer.endsWith(path.sep) ? outer : outer + path.sep);
}
