/** The looks shared by the watch party menu's pages. */
export const primaryButtonClass =
  'rounded-full bg-accent px-4 py-2.5 font-semibold text-white hover:bg-accent-strong disabled:cursor-not-allowed disabled:opacity-50';

export const secondaryButtonClass =
  'rounded-lg bg-white/10 px-3 py-2 text-sm font-medium hover:bg-white/15 disabled:cursor-not-allowed disabled:opacity-50';

export const codeInputClass =
  'min-w-0 flex-1 rounded-lg border border-white/20 bg-black/30 px-3 py-2 text-center font-mono text-sm uppercase tracking-widest text-text placeholder:font-sans placeholder:normal-case placeholder:tracking-normal placeholder:text-text-dim focus:border-accent-text';
