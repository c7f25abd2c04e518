export const buttonPrimary =
  'inline-flex items-center justify-center rounded-full bg-accent px-5 py-2.5 text-sm font-semibold text-white transition-colors hover:bg-accent-strong disabled:cursor-not-allowed disabled:opacity-60';

export const buttonSecondary =
  'inline-flex items-center justify-center rounded-full bg-surface-raised px-5 py-2.5 text-sm font-semibold text-text transition-colors hover:bg-white/10 disabled:cursor-not-allowed disabled:opacity-60';

export const buttonDanger =
  'inline-flex items-center justify-center rounded-full bg-red-600 px-5 py-2.5 text-sm font-semibold text-white transition-colors hover:bg-red-500 disabled:cursor-not-allowed disabled:opacity-60';
