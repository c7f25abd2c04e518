/** Percentile by nearest rank over an unsorted sample. */
export function percentile(samples: number[], p: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank]!;
}

/** Prints one figure with its budget and whether it is met; returns whether it is met. */
export function report(
  name: string,
  value: number,
  unit: string,
  budget?: { max: number },
): boolean {
  const ok = budget === undefined || value <= budget.max;
  const budgetText = budget ? ` (budget ≤ ${budget.max} ${unit}: ${ok ? 'met' : 'MISSED'})` : '';
  console.log(`${name}: ${value.toFixed(2)} ${unit}${budgetText}`);
  return ok;
}
