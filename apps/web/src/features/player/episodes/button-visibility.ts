import type { ButtonVisibility } from '@screenroom/core';

/** Pure: whether a button with this visibility shows, given whether the controls are hovered. */
export function isButtonShown(visibility: ButtonVisibility, hovering: boolean): boolean {
  return visibility === 'always' || (visibility === 'hover' && hovering);
}
