/**
 * The app's one button look, for `<button>`s (through `Button`) and for links and other
 * elements that must look like buttons. The variant says what the button does, the size how
 * much room it takes, the shape whether its corners are rounded or fully round.
 */
export type ButtonVariant =
  'primary' | 'secondary' | 'danger' | 'subtle' | 'ghost' | 'danger-outline';
export type ButtonSize = 'xs' | 'sm' | 'md' | 'lg' | 'xl';
export type ButtonShape = 'rounded' | 'pill';

export type ButtonLook = {
  variant?: ButtonVariant;
  size?: ButtonSize;
  shape?: ButtonShape;
  /** Layout classes of the one place that uses it (width, margins, text size); never colours. */
  className?: string;
};

const base =
  'inline-flex items-center justify-center gap-2 transition-colors disabled:cursor-not-allowed disabled:opacity-50';

const variants: Record<ButtonVariant, string> = {
  // The main action of a screen.
  primary: 'bg-accent font-semibold text-white hover:bg-accent-strong',
  // Going back, cancelling, or an action beside the main one.
  secondary: 'bg-surface-raised font-medium text-text hover:bg-white/10',
  // What cannot be undone, such as deleting the account.
  danger: 'bg-red-600 font-semibold text-white hover:bg-red-500',
  // A quiet action over the player's translucent panels.
  subtle: 'bg-white/10 font-medium text-text hover:bg-white/15',
  // An action that should not draw the eye, such as removing a list entry.
  ghost: 'text-text-dim hover:bg-white/10 hover:text-text',
  // Leaving something, quieter than danger.
  'danger-outline': 'border border-red-400/40 font-medium text-red-200 hover:bg-red-500/15',
};

const sizes: Record<ButtonSize, string> = {
  xs: 'px-2 py-1',
  sm: 'px-3 py-2 text-sm',
  md: 'px-4 py-2',
  lg: 'px-5 py-2.5',
  xl: 'px-6 py-3',
};

const shapes: Record<ButtonShape, string> = {
  rounded: 'rounded-lg',
  pill: 'rounded-full',
};

export function buttonClass({
  variant = 'primary',
  size = 'md',
  shape = 'rounded',
  className,
}: ButtonLook = {}): string {
  return [base, variants[variant], sizes[size], shapes[shape], className].filter(Boolean).join(' ');
}
