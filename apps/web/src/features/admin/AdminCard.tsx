import type { ReactNode } from 'react';
import { Card } from '../../shared/ui/Card.tsx';

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
    <Card as="section" aria-labelledby={id}>
      <h2 id={id} className="text-xl font-semibold">
        {title}
      </h2>
      <div className="mt-4 space-y-4 text-sm">{children}</div>
    </Card>
  );
}
