import type { ReactNode } from 'react';
import { HomeAndReloadButtons } from './HomeAndReloadButtons.tsx';

/** A centred full-page message for the player's dead ends (unknown media, no stream, …). */
export function PlayerMessage({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 role="alert" className="text-2xl font-semibold">
        {title}
      </h1>
      {children ? <p className="max-w-md text-text-dim">{children}</p> : null}
      <HomeAndReloadButtons />
    </main>
  );
}
