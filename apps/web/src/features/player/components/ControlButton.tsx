import type { ComponentPropsWithoutRef, ReactNode } from 'react';

type Props = Omit<ComponentPropsWithoutRef<'button'>, 'type' | 'aria-label' | 'title'> & {
  /** The accessible name, and the tooltip unless `title` is given. */
  label: string;
  /** A tooltip other than the name, e.g. without the state the name announces. */
  title?: string;
  /** Only on wider screens: phones keep their control bar short. */
  wideOnly?: boolean;
  /** A word (e.g. the speed) instead of an icon: the button grows to fit it. */
  text?: boolean;
  children: ReactNode;
};

/** A round button of the player's control bars, holding an icon (or a short word). */
export function ControlButton({
  label,
  title = label,
  wideOnly = false,
  text = false,
  className = '',
  children,
  ...rest
}: Props) {
  const classes = [
    wideOnly ? 'hidden sm:flex' : 'flex',
    text ? 'h-10 min-w-10 px-2 text-sm font-semibold tabular-nums' : 'h-10 w-10',
    'items-center justify-center rounded-full text-white hover:bg-white/15',
    className,
  ];
  return (
    <button
      type="button"
      aria-label={label}
      title={title}
      className={classes.filter(Boolean).join(' ')}
      {...rest}
    >
      {children}
    </button>
  );
}
