import { useEffect, type ReactNode } from 'react';

/**
 * A toast over the picture saying what went wrong and what plays instead. It closes itself after
 * `closeAfterMs`, counted again whenever `subject` (what it tells about) changes; its button
 * closes it sooner.
 */
export function PlayerNotice({
  subject,
  closeAfterMs,
  onClose,
  closeLabel,
  role,
  className,
  children,
  ...rest
}: {
  subject: unknown;
  closeAfterMs: number;
  onClose: () => void;
  closeLabel: string;
  /** 'alert' when something the viewer chose failed; 'status' for a quiet report. */
  role: 'alert' | 'status';
  /** Where it stands and how wide it is. */
  className: string;
  'data-testid': string;
  children: ReactNode;
}) {
  useEffect(() => {
    const timer = setTimeout(onClose, closeAfterMs);
    return () => clearTimeout(timer);
  }, [subject, onClose, closeAfterMs]);

  return (
    <div
      role={role}
      {...rest}
      className={`absolute top-20 z-30 flex items-start gap-3 rounded-xl bg-surface/95 p-3 text-sm text-text shadow-xl ${className}`}
    >
      <p className="flex-1">{children}</p>
      <button
        type="button"
        onClick={onClose}
        className="rounded-full px-2 py-0.5 font-medium hover:bg-white/10"
      >
        {closeLabel}
      </button>
    </div>
  );
}
