import { render as renderInDom, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { createPlayer } from '../src/features/player/create-player.ts';
import { PlayerProvider } from '../src/features/player/player-context.tsx';

/**
 * The player of this test file: each test file runs in a module scope of its own, so each gets
 * its own instance, as each visit of the player page does.
 */
export const player = createPlayer();

/** Renders `ui` under this file's player, as the player page renders its components. */
export function render(ui: ReactElement, options: Omit<RenderOptions, 'wrapper'> = {}) {
  return renderInDom(ui, {
    ...options,
    wrapper: ({ children }: { children: ReactNode }) => (
      <PlayerProvider player={player}>{children}</PlayerProvider>
    ),
  });
}
