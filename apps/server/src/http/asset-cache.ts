import path from 'node:path';

/** How long a browser keeps a file whose name carries its content's hash: it can never change. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Files the installable app's browser must see change at once: the service worker (a stale one
 * keeps serving an old app), its registration script and the manifest. They are not hashed, so
 * they are revalidated on every request.
 */
const revalidatedFiles = new Set(['sw.js', 'registerSW.js', 'manifest.webmanifest']);

/** The build's compressed copies sit beside the file they copy and are cached as it is. */
const compressedCopy = /\.(?:br|gz)$/;

/**
 * The Cache-Control of a built web file, judged by the file it stands for (a `sw.js.br` is the
 * service worker); undefined leaves the static server's default (revalidated by its validators).
 */
export function assetCacheControl(filePath: string, dist: string): string | undefined {
  const relative = path.relative(dist, filePath.replace(compressedCopy, ''));
  const parts = relative.split(path.sep);
  // Vite writes every hashed file, and only those, under assets/.
  if (parts.length > 1 && parts[0] === 'assets') return IMMUTABLE;
  if (parts.length === 1 && revalidatedFiles.has(parts[0]!)) return 'no-cache';
  return undefined;
}
