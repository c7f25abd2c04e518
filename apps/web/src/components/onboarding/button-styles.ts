/** Shared looks of the onboarding actions, so every step reads the same. */
export const primaryButton =
  'inline-flex items-center justify-center rounded-lg bg-accent px-5 py-2.5 font-semibold text-white transition-colors hover:bg-accent-strong disabled:cursor-not-allowed disabled:opacity-50';
export const secondaryButton =
  'inline-flex items-center justify-center rounded-lg bg-surface-raised px-5 py-2.5 font-medium text-text transition-colors hover:bg-white/10';
