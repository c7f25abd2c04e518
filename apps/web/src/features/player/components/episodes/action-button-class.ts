/**
 * The look of the buttons that float above the control bar (next episode, replay, skip intro);
 * dimmed for a watch party's guest, whose host decides.
 */
export const actionButtonClass =
  'pointer-events-auto flex items-center gap-2 rounded-lg bg-white/90 px-4 py-2.5 text-black shadow-lg hover:bg-white aria-disabled:cursor-not-allowed aria-disabled:opacity-60';
