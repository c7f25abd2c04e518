import type { VersionStep } from '../versioned-store.ts';

/**
 * Versions that only changed how strictly fields were checked share one shape: each older
 * version migrates by normalising onto today's defaults, so no field the viewer set is lost.
 */
export function sameShapeVersions<T>(
  latest: number,
  normalize: (data: unknown) => T,
  create: () => T,
): VersionStep<T>[] {
  const older = Array.from({ length: latest }, (_, version) => ({
    version,
    migrate: (data: unknown) => normalize(data),
  }));
  return [...older, { version: latest, create }];
}
