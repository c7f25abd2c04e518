import type { ReactNode } from 'react';
import { BackAndReloadButtons, type BackTarget } from './BackAndReloadButtons.tsx';

/**
 * A centred full-page message for the player's dead ends (unknown media, no stream, …). With
 * `back` it leads back where the viewer came from, otherwise home.
 */
export function PlayerMessage({
  title,
  children,
  back,
}: {
  title: string;
  children?: ReactNode;
  back?: BackTarget;
}) {
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 role="alert" className="text-2xl font-semibold">
        {title}
      </h1>
      {children ? <p className="max-w-md text-text-dim">{children}</p> : null}
      <BackAndReloadButtons back={back} />
    </main>
  );
}
