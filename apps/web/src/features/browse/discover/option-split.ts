import { DISCOVER_PILLS, DISCOVER_PILLS_MIN_WIDTH_PX } from '@screenroom/core';

/** A genre or a streaming service a carousel can be switched to. */
export interface DiscoverOption {
  id: string;
  name: string;
}

export interface OptionSplit {
  pills: DiscoverOption[];
  dropdown: DiscoverOption[];
}

/**
 * Above 850 px the first 5 options are pills and the rest sit in a dropdown; narrower, every
 * option is in the dropdown.
 */
export function splitOptions(options: readonly DiscoverOption[], windowWidth: number): OptionSplit {
  if (windowWidth <= DISCOVER_PILLS_MIN_WIDTH_PX) return { pills: [], dropdown: [...options] };
  return { pills: options.slice(0, DISCOVER_PILLS), dropdown: options.slice(DISCOVER_PILLS) };
}

/** The chosen option while it is still offered, else the first one (chosen automatically). */
export function selectedOption(
  options: readonly DiscoverOption[],
  chosenId: string | null,
): DiscoverOption | undefined {
  return options.find((option) => option.id === chosenId) ?? options[0];
}
