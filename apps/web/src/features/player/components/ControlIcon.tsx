import type { ComponentPropsWithoutRef } from 'react';

/** The line-drawn 24-unit icon inside a ControlButton; hidden from screen readers, the button has the name. */
export function ControlIcon({
  children,
  ...rest
}: Omit<ComponentPropsWithoutRef<'svg'>, 'className'>) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="h-6 w-6 fill-none stroke-current"
      strokeWidth="2"
      {...rest}
    >
      {children}
    </svg>
  );
}
