import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SettingsOverlay } from '../src/features/player/components/SettingsOverlay.tsx';
import { i18next as i18n } from '../src/shared/i18n/i18n.ts';
import { settingsRouteFrom } from '../src/features/player/settings-overlay-route.ts';
import {
  initialWatchParty,
  type PartyMember,
  type WatchPartyError,
  type WatchPartyState,
} from '../src/features/player/store/watch-party-slice.ts';
import { fileStreamWith480At } from './player-sources-fixture.ts';
import { movie } from './watch-party-setup.ts';
import { player, render, loadPanelCode } from './test-player.tsx';

loadPanelCode();

const store = () => player.store.getState();
const setParty = (patch: Partial<WatchPartyState>) => act(() => store().setWatchParty(patch));

const member = (userId: string, patch: Partial<PartyMember> = {}): PartyMember => ({
  userId,
  isHost: false,
  isSelf: false,
  state: 'playing',
  time: 0,
  ...patch,
});

/** A movie playing from a file, on a server new enough for parties, with no party yet. */
function playingMovie() {
  store().reset();
  store().setMeta(movie, 'scraping');
  store().setSource(fileStreamWith480At('/sd.mp4'), 'library');
  store().setWatchParty({ ...initialWatchParty, backendVersionOk: true });
}

function openAt(route: '/' | '/watchparty') {
  store().openSettings(route);
  render(<SettingsOverlay sourceName="Library" />);
  return screen.getByTestId('settings-overlay');
}

let writeText: ReturnType<typeof vi.fn>;

beforeEach(async () => {
  await i18n.changeLanguage('en');
  playingMovie();
  writeText = vi.fn(() => Promise.resolve());
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
});
afterEach(async () => {
  cleanup();
  vi.restoreAllMocks();
  vi.useRealTimers();
  store().setWatchParty({ ...initialWatchParty });
  await i18n.changeLanguage('en');
});

describe('the main menu line', () => {
  it('opens the party page for a file or HLS stream on a new enough server', () => {
    const overlay = openAt('/');
    const line = within(overlay).getByRole('button', { name: /watch party/i });
    expect(line.textContent).toContain('Off');
    expect(line).not.toHaveAttribute('aria-disabled');
    fireEvent.click(line);
    expect(store().settingsRoute).toBe('/watchparty');
  });

  it('stays disabled, saying why, until the server is known to be new enough', () => {
    store().setWatchParty({ backendVersionOk: null });
    const overlay = openAt('/');
    const line = within(overlay).getByTestId('watch-party-menu-line');
    expect(line).toHaveAttribute('aria-disabled', 'true');
    expect(line.textContent).toContain('Checking the server');
    fireEvent.click(line);
    expect(store().settingsRoute).toBe('/');

    setParty({ backendVersionOk: false });
    expect(line.textContent).toContain('Server too old');
    fireEvent.click(line);
    expect(store().settingsRoute).toBe('/');

    setParty({ backendVersionOk: true });
    expect(line).not.toHaveAttribute('aria-disabled');
  });

  it('is disabled before a file or HLS stream plays, and absent for a test stream', () => {
    player.store.setState({ source: null });
    const overlay = openAt('/');
    const line = within(overlay).getByTestId('watch-party-menu-line');
    expect(line).toHaveAttribute('aria-disabled', 'true');
    expect(line.textContent).toContain('Not for this source');
    cleanup();

    store().reset();
    store().setSource(fileStreamWith480At('/sd.mp4'), 'library');
    const bare = openAt('/');
    expect(within(bare).queryByTestId('watch-party-menu-line')).not.toBeInTheDocument();
  });

  it('shows the running party and stays usable to leave it whatever the source', () => {
    store().setWatchParty({ status: 'active', role: 'host', roomCode: '4821' });
    player.store.setState({ source: null });
    const overlay = openAt('/');
    const line = within(overlay).getByTestId('watch-party-menu-line');
    expect(line.textContent).toContain('Hosting · 4821');
    expect(line).not.toHaveAttribute('aria-disabled');
    setParty({ role: 'guest' });
    expect(line.textContent).toContain('Joined · 4821');
  });
});

describe('the party page with no party', () => {
  it('is a route of the settings overlay, titled and 455 px high at most', () => {
    expect(settingsRouteFrom('/settings/watchparty')).toBe('/watchparty');
    const overlay = openAt('/watchparty');
    expect(overlay).toHaveAttribute('aria-label', 'Watch party');
    expect(overlay.className).toContain('max-h-[455px]');
    expect(overlay.className).not.toContain('max-h-[452px]');
  });

  it('hosts a party for what is on screen', () => {
    const host = vi.spyOn(player, 'hostParty').mockResolvedValue();
    const overlay = openAt('/watchparty');
    fireEvent.click(within(overlay).getByRole('button', { name: /^host/i }));
    expect(host).toHaveBeenCalledOnce();
  });

  it('joins by code: upper-cased, at most 10 characters, never empty', () => {
    const join = vi.spyOn(player, 'joinParty').mockResolvedValue();
    const overlay = openAt('/watchparty');
    const field = within(overlay).getByLabelText('Join with a code') as HTMLInputElement;
    const submit = within(overlay).getByRole('button', { name: 'Join' }) as HTMLButtonElement;
    expect(field.maxLength).toBe(10);
    expect(submit).toBeDisabled();
    fireEvent.input(field, { target: { value: '   ' } });
    expect(submit).toBeDisabled();
    fireEvent.submit(field.closest('form')!);
    expect(join).not.toHaveBeenCalled();
    fireEvent.input(field, { target: { value: 'ab12' } });
    expect(field.value).toBe('AB12');
    expect(submit).toBeEnabled();
    fireEvent.click(submit);
    expect(join).toHaveBeenCalledWith('AB12');
  });

  it.each<[WatchPartyError, string]>([
    ['watchParty.emptyRoom', 'That room is empty. Check the code and try again.'],
    ['watchParty.noHost', 'That room has no host right now.'],
    ['watchParty.invalidRoom', "We couldn't find that room."],
    ['watchParty.contentMismatch', 'The host is watching another title.'],
    ['watchParty.episodeMismatch', 'The host is watching another episode.'],
    ['watchParty.startFailed', "The watch party couldn't be started."],
  ])('says what %s means, and forgets it once the code is edited', (error, text) => {
    store().setWatchParty({ error });
    const overlay = openAt('/watchparty');
    expect(within(overlay).getByRole('alert').textContent).toContain(text);
    const field = within(overlay).getByLabelText('Join with a code');
    fireEvent.input(field, { target: { value: '1' } });
    expect(store().watchParty.error).toBeNull();
    expect(within(overlay).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps the typed code through a join that fails', () => {
    vi.spyOn(player, 'joinParty').mockImplementation(() => {
      store().setWatchParty({ status: 'joining', roomCode: 'AB12' });
      return Promise.resolve();
    });
    const overlay = openAt('/watchparty');
    fireEvent.input(within(overlay).getByLabelText('Join with a code'), {
      target: { value: 'ab12' },
    });
    fireEvent.click(within(overlay).getByRole('button', { name: 'Join' }));
    expect(within(overlay).getByRole('status').textContent).toContain('Joining room AB12…');
    setParty({ status: 'off', roomCode: null, error: 'watchParty.noHost' });
    const field = within(overlay).getByLabelText('Join with a code') as HTMLInputElement;
    expect(field.value).toBe('AB12');
    expect(field).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows a busy state while a party starts, which can be cancelled', () => {
    const leave = vi.spyOn(player, 'leaveParty');
    store().setWatchParty({ status: 'starting' });
    const overlay = openAt('/watchparty');
    expect(within(overlay).getByRole('status').textContent).toContain('Starting the party…');
    expect(within(overlay).queryByRole('button', { name: /^host/i })).not.toBeInTheDocument();
    fireEvent.click(within(overlay).getByRole('button', { name: 'Cancel' }));
    expect(leave).toHaveBeenCalledOnce();
  });

  it('says why no party can start when the server is too old', () => {
    store().setWatchParty({ backendVersionOk: false });
    const overlay = openAt('/watchparty');
    expect(within(overlay).getByTestId('watch-party-unavailable').textContent).toContain(
      'version 2.0.1 or later',
    );
    expect(within(overlay).queryByRole('button', { name: /^host/i })).not.toBeInTheDocument();
  });
});

describe("the host's page", () => {
  beforeEach(() => {
    store().setWatchParty({
      status: 'active',
      role: 'host',
      roomCode: '4821',
      connection: 'push',
      members: [member('host-self-1', { isHost: true, isSelf: true })],
    });
  });

  it('shows the code large, and copies it or the link, saying so for 2 s', async () => {
    vi.useFakeTimers();
    vi.spyOn(player, 'partyLink').mockReturnValue(
      'https://screenroom.test/media/x?watchparty=4821',
    );
    const overlay = openAt('/watchparty');
    expect(within(overlay).getByTestId('watch-party-code').textContent).toBe('4821');

    const copyCode = within(overlay).getByTestId('watch-party-copy-code');
    await act(async () => fireEvent.click(copyCode));
    expect(writeText).toHaveBeenLastCalledWith('4821');
    expect(copyCode.textContent).toBe('Copied!');
    act(() => vi.advanceTimersByTime(1999));
    expect(copyCode.textContent).toBe('Copied!');
    act(() => vi.advanceTimersByTime(1));
    expect(copyCode.textContent).toBe('Copy code');

    const copyLink = within(overlay).getByTestId('watch-party-copy-link');
    await act(async () => fireEvent.click(copyLink));
    expect(writeText).toHaveBeenLastCalledWith('https://screenroom.test/media/x?watchparty=4821');
    expect(copyLink.textContent).toBe('Copied!');
  });

  it('says so when the clipboard refuses', async () => {
    writeText.mockRejectedValue(new Error('denied'));
    const overlay = openAt('/watchparty');
    const copyCode = within(overlay).getByTestId('watch-party-copy-code');
    await act(async () => fireEvent.click(copyCode));
    expect(copyCode.textContent).toBe("Couldn't copy");
  });

  it('counts the guests watching', () => {
    const overlay = openAt('/watchparty');
    expect(overlay.textContent).toContain('Nobody has joined yet.');
    setParty({
      members: [member('host-self-1', { isHost: true, isSelf: true }), member('guest-a')],
    });
    expect(overlay.textContent).toContain('1 guest is watching with you.');
    setParty({
      members: [
        member('host-self-1', { isHost: true, isSelf: true }),
        member('guest-a'),
        member('guest-b'),
      ],
    });
    expect(overlay.textContent).toContain('2 guests are watching with you.');
  });

  it('changes the code only to a new, non-empty one, and shows a refusal', async () => {
    const change = vi.spyOn(player, 'changePartyCode').mockImplementation(() => {
      store().setWatchParty({ error: 'watchParty.codeTaken' });
      return Promise.resolve();
    });
    const overlay = openAt('/watchparty');
    const field = within(overlay).getByLabelText('Choose your own code') as HTMLInputElement;
    const save = within(overlay).getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    expect(save).toBeDisabled();
    fireEvent.input(field, { target: { value: '  ' } });
    expect(save).toBeDisabled();
    fireEvent.input(field, { target: { value: '4821' } });
    expect(save).toBeDisabled();
    fireEvent.input(field, { target: { value: 'movie' } });
    expect(field.value).toBe('MOVIE');
    await act(async () => fireEvent.click(save));
    expect(change).toHaveBeenCalledWith('MOVIE');
    expect(within(overlay).getByRole('alert').textContent).toBe(
      'Another party already uses that code. Pick another one.',
    );
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field.value).toBe('MOVIE');
    fireEvent.input(field, { target: { value: 'MOVIES' } });
    expect(store().watchParty.error).toBeNull();
    expect(within(overlay).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('empties the field once the new code is the room code', async () => {
    vi.spyOn(player, 'changePartyCode').mockImplementation((code) => {
      store().setWatchParty({ roomCode: code });
      return Promise.resolve();
    });
    const overlay = openAt('/watchparty');
    const field = within(overlay).getByLabelText('Choose your own code') as HTMLInputElement;
    fireEvent.input(field, { target: { value: 'film' } });
    await act(async () => fireEvent.submit(field.closest('form')!));
    expect(within(overlay).getByTestId('watch-party-code').textContent).toBe('FILM');
    expect(field.value).toBe('');
  });

  it('switches the members panel and leaves', () => {
    const show = vi.spyOn(player, 'setPartyStatusOverlay');
    const leave = vi.spyOn(player, 'leaveParty');
    const overlay = openAt('/watchparty');
    const toggle = within(overlay).getByRole('switch', { name: /Members on the video/ });
    expect(toggle).not.toBeChecked();
    fireEvent.click(toggle);
    expect(show).toHaveBeenCalledWith(true);
    fireEvent.click(within(overlay).getByRole('button', { name: 'Leave the party' }));
    expect(leave).toHaveBeenCalledOnce();
  });
});

describe("the guest's page", () => {
  beforeEach(() => {
    store().setWatchParty({
      status: 'active',
      role: 'guest',
      roomCode: '4821',
      connection: 'push',
    });
  });

  it('shows the code read-only and how the room is reached', () => {
    const overlay = openAt('/watchparty');
    expect(within(overlay).getByTestId('watch-party-code').textContent).toBe('4821');
    expect(within(overlay).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(overlay).queryByRole('button', { name: /copy/i })).not.toBeInTheDocument();
    const connection = within(overlay).getByTestId('watch-party-connection');
    expect(connection.textContent).toContain('Live');
    setParty({ connection: 'polling' });
    expect(connection.textContent).toContain('Checking every 2 seconds');
    setParty({ connection: 'down' });
    expect(connection.textContent).toContain('Reconnecting…');
  });

  it('offers Sync now only while out of sync', () => {
    const sync = vi.spyOn(player, 'syncPartyNow');
    const overlay = openAt('/watchparty');
    expect(within(overlay).queryByRole('button', { name: 'Sync now' })).not.toBeInTheDocument();
    setParty({ outOfSync: true });
    fireEvent.click(within(overlay).getByRole('button', { name: 'Sync now' }));
    expect(sync).toHaveBeenCalledOnce();
    setParty({ syncing: true });
    expect(within(overlay).queryByRole('button', { name: 'Sync now' })).not.toBeInTheDocument();
    expect(overlay.textContent).toContain('Catching up with the host…');
    setParty({ syncing: false, outOfSync: false });
    expect(within(overlay).queryByRole('button', { name: 'Sync now' })).not.toBeInTheDocument();
  });

  it('says when the host left, and leaves', () => {
    const leave = vi.spyOn(player, 'leaveParty');
    const overlay = openAt('/watchparty');
    expect(overlay.textContent).not.toContain('The host left');
    setParty({ hostLeft: true });
    expect(within(overlay).getByRole('status').textContent).toBe(
      'The host left. If nobody hosts within 10 seconds, you become the host.',
    );
    fireEvent.click(within(overlay).getByRole('button', { name: 'Leave the party' }));
    expect(leave).toHaveBeenCalledOnce();
  });
});

describe('in Arabic', () => {
  it('reads right to left in its own words, the code still left to right', async () => {
    await i18n.changeLanguage('ar');
    store().setWatchParty({ status: 'active', role: 'guest', roomCode: '4821', hostLeft: true });
    const overlay = openAt('/watchparty');
    expect(overlay).toHaveAttribute('aria-label', 'حفلة المشاهدة');
    expect(within(overlay).getByRole('button', { name: 'مغادرة الحفلة' })).toBeInTheDocument();
    expect(within(overlay).getByRole('status').textContent).toContain('غادر المضيف');
    const code = within(overlay).getByTestId('watch-party-code');
    expect(code).toHaveAttribute('dir', 'ltr');
    expect(code.textContent).toBe('4821');
  });

  it('counts guests with the Arabic plural forms', async () => {
    await i18n.changeLanguage('ar');
    store().setWatchParty({
      status: 'active',
      role: 'host',
      roomCode: '4821',
      members: [member('a', { isHost: true, isSelf: true }), member('b'), member('c')],
    });
    const overlay = openAt('/watchparty');
    expect(overlay.textContent).toContain('ضيفان يشاهدان معك.');
  });
});
