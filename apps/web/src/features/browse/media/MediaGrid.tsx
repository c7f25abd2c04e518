import type { ReactNode } from 'react';

/** Mobile-first poster grid: two columns on a phone, up to six on a wide screen. */
export function MediaGrid({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <ul
      aria-label={label}
      className="grid grid-cols-2 gap-x-4 gap-y-6 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-5 xl:grid-cols-6"
    >
      {children}
    </ul>
  );
}
