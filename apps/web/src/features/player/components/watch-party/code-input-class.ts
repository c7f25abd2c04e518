/** The look of a party code field: a code in spaced capitals, its placeholder in plain text. */
export const codeInputClass =
  'min-w-0 flex-1 rounded-lg border border-white/20 bg-black/30 px-3 py-2 text-center font-mono text-sm uppercase tracking-widest text-text placeholder:font-sans placeholder:normal-case placeholder:tracking-normal placeholder:text-text-dim focus:border-accent-text';
