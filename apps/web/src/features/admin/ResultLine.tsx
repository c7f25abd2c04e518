import type { ReactNode } from 'react';

/** Pass or fail with text as well as colour, so it reads without colour vision. */
export function ResultLine({ ok, children }: { ok: boolean; children: ReactNode }) {
  return (
    <p
      role="status"
      className={`rounded-lg px-3 py-2 ${ok ? 'bg-emerald-500/15 text-emerald-100' : 'bg-red-500/15 text-red-200'}`}
    >
      <span aria-hidden="true" className="me-2">
        {ok ? '✓' : '✕'}
      </span>
      {children}
    </p>
  );
}
