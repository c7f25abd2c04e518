import { useEffect, useRef, type ReactNode } from 'react';

export interface AccountCardProps {
  title: string;
  description?: string;
  children: ReactNode;
  /** Content above the title, such as the wizard's progress. */
  header?: ReactNode;
}

/**
 * The frame of every account screen. Its heading takes focus when it appears so a screen reader
 * announces each new wizard step, and keyboard users start at the top of it.
 */
export function AccountCard({ title, description, children, header }: AccountCardProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus({ preventScroll: false });
  }, [title]);
  return (
    <section
      aria-labelledby="account-card-title"
      className="mx-auto my-8 flex w-full max-w-xl flex-col gap-6 rounded-2xl border border-white/5 bg-surface p-5 shadow-2xl shadow-black/30 sm:my-14 sm:p-8"
    >
      {header}
      <div className="flex flex-col gap-2">
        <h1
          id="account-card-title"
          ref={heading}
          tabIndex={-1}
          // Focus lands here only to announce the step; a ring on a heading would look like a bug.
          style={{ outline: 'none' }}
          className="text-2xl font-bold text-text sm:text-3xl"
        >
          {title}
        </h1>
        {description && <p className="text-text-dim">{description}</p>}
      </div>
      {children}
    </section>
  );
}
