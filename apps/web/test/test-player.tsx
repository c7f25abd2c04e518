import { render as renderInDom, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { beforeAll } from 'vitest';
import { episodesPanelModule } from '../src/features/player/components/episodes/episodes-panel-module.ts';
import { settingsMenusModule } from '../src/features/player/components/settings-menus-module.ts';
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

/**
 * Has the overlay panels' code (the settings sub-menus, the episodes lists), which the first
 * opening downloads, here before this file's tests, so they test the panels rather than the
 * download; player-overlay-code.test.tsx follows the download itself.
 */
export function loadPanelCode(): void {
  beforeAll(() => Promise.all([settingsMenusModule.load(), episodesPanelModule.load()]));
}
