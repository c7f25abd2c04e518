/** How a control a watch party's guest cannot use looks: dimmed, with a not-allowed pointer. */
export const lockedControlClass = 'aria-disabled:cursor-not-allowed aria-disabled:opacity-40';
