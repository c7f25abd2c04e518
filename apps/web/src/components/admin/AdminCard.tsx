import type { ReactNode } from 'react';

export function AdminCard({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-white/10 bg-surface p-6">
      <h2 id={id} className="text-xl font-semibold">
        {title}
      </h2>
      <div className="mt-4 space-y-4 text-sm">{children}</div>
    </section>
  );
}
