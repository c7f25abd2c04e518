import { WATCH_PARTY_ALONE_BECOMES_HOST_MS } from '@screenroom/core';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PlayButton } from '../src/features/player/components/PlayButton.tsx';
import { SettingsOverlay } from '../src/features/player/components/SettingsOverlay.tsx';
import { WatchPartyErrorNotice } from '../src/features/player/components/watch-party/WatchPartyErrorNotice.tsx';
import { WatchPartyStatusPanel } from '../src/features/player/components/watch-party/WatchPartyStatusPanel.tsx';
import { i18next as i18n } from '../src/shared/i18n/i18n.ts';
import { fileStreamWith480At } from './player-sources-fixture.ts';
import type { FakePartyServer } from './watch-party-fake-server.ts';
import {
  advance,
  contentOf,
  endFakeParty,
  episode,
  movie,
  party,
  playerOn,
  simulatedHost,
  startFakeParty,
} from './watch-party-setup.ts';
import { player, render, loadPanelCode } from './test-player.tsx';

loadPanelCode();

/**
 * The party's menu, panel and play button on the real engine, against the fake party server:
 * what a viewer clicks and what it then sees.
 */
const store = () => player.store.getState();
const wait = (ms: number) => act(() => advance(ms));

let server: FakePartyServer;

beforeEach(async () => {
  await i18n.changeLanguage('en');
  server = startFakeParty();
});
afterEach(() => {
  cleanup();
  endFakeParty();
});

/** The movie playing from a file, the backend checked, the party's menu open. */
async function openPartyMenu() {
  playerOn(movie, { time: 12 });
  store().setSource(fileStreamWith480At('/sd.mp4'), 'library');
  // The engine asks a backend once per address and remembers; the store starts each test afresh.
  const ok = await player.checkPartyBackend();
  store().setWatchParty({ backendVersionOk: ok });
  store().openSettings('/watchparty');
  render(
    <>
      <PlayButton />
      <SettingsOverlay sourceName="Library" />
      <WatchPartyStatusPanel />
      <WatchPartyErrorNotice />
    </>,
  );
  return screen.getByTestId('settings-overlay');
}

describe('hosting from the menu', () => {
  it('shows the code the server gave, lists who joins, and ends on leaving', async () => {
    const overlay = await openPartyMenu();
    fireEvent.click(within(overlay).getByRole('button', { name: /^host/i }));
    await wait(500);
    const code = within(overlay).getByTestId('watch-party-code').textContent ?? '';
    expect(code).toMatch(/^\d{4}$/);
    expect(party().roomCode).toBe(code);
    expect(screen.getByTestId('play-button')).not.toHaveAttribute('aria-disabled');

    fireEvent.click(within(overlay).getByRole('switch', { name: /Members on the video/ }));
    server.record(code, { userId: 'guest-zzz-123456', isHost: false, player: { isPlaying: true } });
    await wait(2000);
    const rows = screen.getAllByTestId('watch-party-member');
    expect(rows).toHaveLength(2);
    expect(rows[0]!.textContent).toContain('Host');
    expect(rows[0]!.textContent).toContain('(you)');
    expect(rows[1]!.textContent).toContain('guest-zz');
    expect(rows[1]!.textContent).not.toContain('guest-zzz');
    expect(overlay.textContent).toContain('1 guest is watching with you.');

    fireEvent.click(within(overlay).getByRole('button', { name: 'Leave the party' }));
    await wait(100);
    expect(party().status).toBe('off');
    expect(within(overlay).getByRole('button', { name: /^host/i })).toBeInTheDocument();
    expect(screen.queryByTestId('watch-party-panel')).not.toBeInTheDocument();
  });
});

describe('joining from the menu', () => {
  it('follows as a guest with the controls locked, and hosts after the host left', async () => {
    const host = simulatedHost(server, '4321', 'host-1', { time: 300 });
    const overlay = await openPartyMenu();
    fireEvent.input(within(overlay).getByLabelText('Join with a code'), {
      target: { value: ' 4321 ' },
    });
    fireEvent.click(within(overlay).getByRole('button', { name: 'Join' }));
    await wait(3000);
    expect(within(overlay).getByTestId('watch-party-guest-view')).toBeInTheDocument();
    expect(within(overlay).getByTestId('watch-party-code').textContent).toBe('4321');
    const play = screen.getByTestId('play-button');
    expect(play).toHaveAttribute('aria-disabled', 'true');

    host.leave();
    await wait(200);
    // The menu says it while open; over the picture once the menu is shut.
    expect(within(overlay).getByRole('status').textContent).toContain('The host left.');
    expect(screen.queryByTestId('watch-party-host-left')).not.toBeInTheDocument();
    act(() => store().closeSettings());
    expect(screen.getByTestId('watch-party-host-left').textContent).toContain('The host left.');
    act(() => store().openSettings('/watchparty'));

    await wait(WATCH_PARTY_ALONE_BECOMES_HOST_MS + 500);
    expect(
      within(screen.getByTestId('settings-overlay')).getByTestId('watch-party-host-view'),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('watch-party-host-left')).not.toBeInTheDocument();
    expect(play).not.toHaveAttribute('aria-disabled');
  });

  it('says so when the host watches something else, and keeps the code to correct', async () => {
    const host = simulatedHost(server, '4321', 'host-1', { content: contentOf(episode(1)) });
    const overlay = await openPartyMenu();
    const field = within(overlay).getByLabelText('Join with a code') as HTMLInputElement;
    fireEvent.input(field, { target: { value: '4321' } });
    fireEvent.click(within(overlay).getByRole('button', { name: 'Join' }));
    await wait(1000);
    expect(party().status).toBe('off');
    expect(within(overlay).getByRole('alert').textContent).toContain(
      'The host is watching another title.',
    );
    expect(field.value).toBe('4321');
    // The menu says it; no second message over the picture while it is open.
    expect(screen.queryByTestId('watch-party-error-notice')).not.toBeInTheDocument();
    host.stop();
  });
});
