import type { ReactNode } from 'react';

/** A calm panel for the grid's empty and failed states. */
export function MoreStateMessage({ children }: { children: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-4 rounded-2xl bg-surface/60 px-6 py-12 text-center text-text-dim">
      {children}
    </div>
  );
}
