export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function isRecordOf(value: unknown, check: (item: unknown) => boolean): boolean {
  return isRecord(value) && Object.values(value).every(check);
}

export function isArrayOf(value: unknown, check: (item: unknown) => boolean): boolean {
  return Array.isArray(value) && value.every(check);
}

export function optionalString(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** Old formats kept years as strings ("2019" or "2019-05-01"). */
export function yearFrom(value: unknown): number | undefined {
  const year = typeof value === 'number' ? value : Number.parseInt(String(value ?? ''), 10);
  return Number.isFinite(year) && year > 0 ? year : undefined;
}

/** Fills missing or mistyped fields from the defaults, so a partly written entry stays usable. */
export function withDefaults<T extends object>(defaults: T, data: unknown): T {
  if (!isRecord(data)) return { ...defaults };
  const merged: Record<string, unknown> = { ...(defaults as Record<string, unknown>) };
  for (const [key, fallback] of Object.entries(defaults as Record<string, unknown>)) {
    const value = data[key];
    if (value === undefined) continue;
    const sameKind =
      fallback === null ||
      typeof value === typeof fallback ||
      (Array.isArray(fallback) && Array.isArray(value));
    if (sameKind) merged[key] = value;
  }
  return merged as T;
}
