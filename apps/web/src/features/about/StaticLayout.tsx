import type { ReactNode } from 'react';
import { PageFrame } from '../../shared/layout/PageFrame.tsx';

/** The reading column shared by the support, copyright and credits pages. */
export function StaticLayout({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: string;
  children: ReactNode;
}) {
  return (
    <PageFrame>
      <article className="mx-auto max-w-3xl py-10 sm:py-14">
        <h1 className="text-3xl font-bold sm:text-4xl">{title}</h1>
        {intro ? <p className="mt-3 text-lg text-text-dim">{intro}</p> : null}
        <div className="mt-8 space-y-6 leading-relaxed">{children}</div>
      </article>
    </PageFrame>
  );
}
