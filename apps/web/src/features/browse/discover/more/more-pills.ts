/** One genre or streaming service the more-page can switch to. */
export interface MoreOption {
  id: string;
  name: string;
}

export interface PillSplit {
  pills: MoreOption[];
  rest: MoreOption[];
}

/**
 * The first `visible` options become pills and the rest go to the dropdown; when the current
 * option would land in the dropdown it takes the last pill's place, so it stays in sight.
 */
export function splitPills(
  options: readonly MoreOption[],
  currentId: string,
  visible: number,
): PillSplit {
  const count = Math.max(1, visible);
  const pills = options.slice(0, count);
  if (!pills.some((option) => option.id === currentId)) {
    const current = options.find((option) => option.id === currentId);
    if (current) pills.splice(pills.length - 1, 1, current);
  }
  const shown = new Set(pills.map((option) => option.id));
  return { pills, rest: options.filter((option) => !shown.has(option.id)) };
}
