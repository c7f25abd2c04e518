import type { ComponentPropsWithRef } from 'react';
import { buttonClass, type ButtonLook } from './button-class.ts';

export type ButtonProps = Omit<ComponentPropsWithRef<'button'>, 'className'> & ButtonLook;

/**
 * A button in the app's one look. It is `type="button"` unless told otherwise, so a button in
 * a form submits only when it says so.
 */
export function Button({
  variant,
  size,
  shape,
  className,
  type = 'button',
  ...props
}: ButtonProps) {
  return (
    <button type={type} className={buttonClass({ variant, size, shape, className })} {...props} />
  );
}
