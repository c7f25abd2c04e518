import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

export type TextFieldProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'className' | 'size' | 'aria-invalid' | 'aria-describedby'
> & {
  label: ReactNode;
  /** A line under the field that explains what to type. */
  hint?: ReactNode;
  /** Why what was typed cannot be used; announced, and marks the field invalid. */
  error?: ReactNode;
  /**
   * Marks the field invalid when its message lives elsewhere (for example one message shared
   * by several fields); without it, the field is invalid exactly while it shows an error.
   */
  invalid?: boolean;
  /** Ids of messages outside the field that also describe it. */
  describedBy?: string;
  /** `compact` where the field sits in a row beside a regular button. */
  size?: 'compact' | 'roomy';
  /** Layout classes of the wrapper (width, flex). */
  className?: string;
  /** Extra classes of the input for fields whose text has a look of its own (codes, passphrases). */
  inputClassName?: string;
};

/**
 * A labelled text input with its hint and error under it. The label is tied to the input, and
 * the hint and error describe it, so screen readers read them with the field.
 */
export function TextField({
  label,
  hint,
  error,
  invalid,
  describedBy,
  className,
  inputClassName,
  size = 'roomy',
  type = 'text',
  ...props
}: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const hasError = error !== undefined && error !== null && error !== false;
  const describers = [hint ? hintId : null, hasError ? errorId : null, describedBy || null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={['flex flex-col gap-1.5', className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className="text-sm font-medium text-text">
        {label}
      </label>
      <input
        id={id}
        type={type}
        aria-invalid={invalid ?? hasError}
        aria-describedby={describers || undefined}
        className={[
          'w-full rounded-lg border border-white/10 bg-background text-text placeholder:text-text-dim/70 focus:border-accent aria-[invalid=true]:border-red-400',
          size === 'compact' ? 'px-3 py-2' : 'px-4 py-3',
          inputClassName,
        ]
          .filter(Boolean)
          .join(' ')}
        {...props}
      />
      {hint ? (
        <p id={hintId} className="text-xs text-text-dim">
          {hint}
        </p>
      ) : null}
      {hasError ? (
        <p id={errorId} role="alert" className="text-sm text-red-300">
          {error}
        </p>
      ) : null}
    </div>
  );
}
