import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import '../src/shared/i18n/i18n.ts';
import { SettingsButton } from '../src/features/player/components/SettingsButton.tsx';
import { SettingsOverlay } from '../src/features/player/components/SettingsOverlay.tsx';
import { useSettingsOverlayRoute } from '../src/features/player/hooks/useSettingsOverlayRoute.ts';
import { keyCommand, shortcutLines } from '../src/features/player/player-keys.ts';
import { commandsForKey } from './player-display-fake.ts';
import { player, render, loadPanelCode } from './test-player.tsx';

loadPanelCode();

/** The player's settings controls as PlayerView wires them, on a media route. */
function Controls() {
  useSettingsOverlayRoute();
  return (
    <>
      <SettingsButton />
      <SettingsOverlay sourceName="Library" />
    </>
  );
}

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '/media/:media', element: <Controls /> }], {
    initialEntries: [path],
  });
  render(<RouterProvider router={router} />);
  return router;
}

const overlayParam = (router: ReturnType<typeof renderAt>) =>
  new URLSearchParams(router.state.location.search).get('r');

beforeEach(() => player.store.getState().reset());
afterEach(cleanup);

describe('the shortcuts list', () => {
  it('is made from the one table of keys: each key once, each one a working shortcut', () => {
    const keys = shortcutLines().flatMap((line) => line.keys);
    expect(new Set(keys).size).toBe(keys.length);
    for (const key of keys) expect(keyCommand(key), key).not.toBeNull();
    expect(keys).toEqual(expect.arrayContaining([' ', 'k', 'f', 'Escape', '?', '[', ']']));
    // Keys that do the same thing share a line; the same step in another size does not.
    const lineOf = (key: string) => shortcutLines().find((line) => line.keys.includes(key));
    expect(lineOf('k')?.keys).toEqual([' ', 'k']);
    expect(lineOf('ArrowLeft')).toEqual({
      keys: ['ArrowLeft'],
      does: { text: 'back', values: { seconds: 5 } },
    });
    expect(lineOf('j')?.does.values).toEqual({ seconds: 10 });
  });

  it('opens with ? and closes with it again', () => {
    expect(commandsForKey('?')).toEqual(['toggleShortcuts']);
    keyCommand('?')?.(player);
    expect(player.store.getState().settingsRoute).toBe('/shortcuts');
    keyCommand('?')?.(player);
    expect(player.store.getState().settingsRoute).toBeNull();
  });

  it('lists every shortcut in a dialog that keeps focus and closes with Escape', () => {
    const router = renderAt('/media/tmdb-movie-1-x?r=/settings/shortcuts');
    const dialog = screen.getByRole('dialog', { name: 'Keyboard shortcuts' });
    expect(dialog.contains(document.activeElement)).toBe(true);
    const list = within(dialog).getByTestId('shortcuts-list');
    expect(within(list).getAllByRole('definition')).toHaveLength(shortcutLines().length);
    const playLine = within(list).getByText('Play or pause').parentElement!;
    expect(playLine.textContent).toBe('SpaceorkPlay or pause');
    expect(within(list).getByText('Back 5 seconds')).toBeInTheDocument();
    expect(within(list).getByText('Captions 0.5 s later')).toBeInTheDocument();

    // Tab from the last button wraps to the first: focus stays in the dialog.
    const buttons = within(dialog).getAllByRole('button');
    buttons.at(-1)!.focus();
    fireEvent.keyDown(dialog, { key: 'Tab' });
    expect(document.activeElement).toBe(buttons[0]);

    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(overlayParam(router)).toBeNull();
  });

  it('opens from a line of the settings menu', () => {
    const router = renderAt('/media/tmdb-movie-1-x');
    fireEvent.click(screen.getByTestId('settings-button'));
    fireEvent.click(screen.getByRole('button', { name: /^Keyboard shortcuts/ }));
    expect(overlayParam(router)).toBe('/settings/shortcuts');
    expect(screen.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeInTheDocument();
    act(() => player.closeOverlay());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
