import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WatchPartyErrorNotice } from '../src/features/player/components/watch-party/WatchPartyErrorNotice.tsx';
import { WatchPartyStatusPanel } from '../src/features/player/components/watch-party/WatchPartyStatusPanel.tsx';
import { i18next as i18n } from '../src/shared/i18n/i18n.ts';
import {
  initialWatchParty,
  type PartyMember,
  type WatchPartyState,
} from '../src/features/player/store/watch-party-slice.ts';
import { player, render } from './test-player.tsx';

const store = () => player.store.getState();
const setParty = (patch: Partial<WatchPartyState>) => act(() => store().setWatchParty(patch));

const members: PartyMember[] = [
  {
    userId: 'b7c1e2f3-0000-4000-8000-000000000001',
    isHost: true,
    isSelf: false,
    state: 'playing',
    time: 754.6,
  },
  {
    userId: '0a9d8c7b-0000-4000-8000-000000000002',
    isHost: false,
    isSelf: true,
    state: 'buffering',
    time: 751,
  },
  { userId: 'guest', isHost: false, isSelf: false, state: 'paused', time: 5 },
];

beforeEach(async () => {
  await i18n.changeLanguage('en');
  store().reset();
  store().setWatchParty({ ...initialWatchParty });
});
afterEach(async () => {
  cleanup();
  vi.restoreAllMocks();
  vi.useRealTimers();
  store().setWatchParty({ ...initialWatchParty });
  await i18n.changeLanguage('en');
});

describe('the members panel', () => {
  it('is there only while a party runs and the viewer keeps it on', () => {
    render(<WatchPartyStatusPanel />);
    setParty({ showStatusOverlay: true, members });
    expect(screen.queryByTestId('watch-party-status')).not.toBeInTheDocument();
    setParty({ status: 'active', role: 'guest', roomCode: '4821' });
    expect(screen.getByTestId('watch-party-status')).toBeInTheDocument();
    setParty({ showStatusOverlay: false });
    expect(screen.queryByTestId('watch-party-status')).not.toBeInTheDocument();
  });

  it('lists members host first by 8 characters of their id, with state, place and "you"', () => {
    store().setWatchParty({
      status: 'active',
      role: 'guest',
      roomCode: '4821',
      showStatusOverlay: true,
      members,
    });
    render(<WatchPartyStatusPanel />);
    const panel = screen.getByRole('region', { name: 'Party members' });
    const rows = within(panel).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'b7c1e2f3HostPlaying12:34',
      '0a9d8c7b(you)Buffering12:31',
      'guestPaused0:05',
    ]);
    expect(rows[1]!).toHaveAttribute('data-self', 'true');
    expect(rows[0]!).not.toHaveAttribute('data-self');
  });

  it('follows the members as the engine updates them', () => {
    store().setWatchParty({
      status: 'active',
      role: 'host',
      roomCode: '4821',
      showStatusOverlay: true,
      members: members.slice(0, 1),
    });
    render(<WatchPartyStatusPanel />);
    expect(screen.getAllByTestId('watch-party-member')).toHaveLength(1);
    setParty({ members: [{ ...members[0]!, state: 'paused', time: 3725 }, members[1]!] });
    const rows = screen.getAllByTestId('watch-party-member');
    expect(rows).toHaveLength(2);
    expect(rows[0]!.textContent).toContain('Paused1:02:05');
  });

  it('tells a guest that the host left, even with the members hidden, but not the host', () => {
    store().setWatchParty({ status: 'active', role: 'guest', roomCode: '4821', hostLeft: true });
    render(<WatchPartyStatusPanel />);
    expect(screen.getByTestId('watch-party-host-left').textContent).toBe(
      'The host left. If nobody hosts within 10 seconds, you become the host.',
    );
    setParty({ hostLeft: false });
    expect(screen.queryByTestId('watch-party-host-left')).not.toBeInTheDocument();
    setParty({ role: 'host', hostLeft: true });
    expect(screen.queryByTestId('watch-party-host-left')).not.toBeInTheDocument();
  });

  it("puts a guest's sync button at hand while it is out of step", () => {
    const sync = vi.spyOn(player, 'syncPartyNow');
    store().setWatchParty({ status: 'active', role: 'guest', roomCode: '4821' });
    render(<WatchPartyStatusPanel />);
    expect(screen.queryByRole('button', { name: 'Sync now' })).not.toBeInTheDocument();
    setParty({ outOfSync: true });
    fireEvent.click(screen.getByRole('button', { name: 'Sync now' }));
    expect(sync).toHaveBeenCalledOnce();
    setParty({ syncing: true });
    expect(screen.queryByRole('button', { name: 'Sync now' })).not.toBeInTheDocument();
  });

  it("leaves the guest's messages to the party's menu while that is open", () => {
    store().setWatchParty({
      status: 'active',
      role: 'guest',
      roomCode: '4821',
      hostLeft: true,
      outOfSync: true,
    });
    store().openSettings('/watchparty');
    render(<WatchPartyStatusPanel />);
    expect(screen.queryByTestId('watch-party-host-left')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sync now' })).not.toBeInTheDocument();
    act(() => store().openSettings('/quality'));
    expect(screen.getByTestId('watch-party-host-left')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sync now' })).toBeInTheDocument();
  });

  it('reads in Arabic, ids and times left to right', async () => {
    await i18n.changeLanguage('ar');
    store().setWatchParty({
      status: 'active',
      role: 'guest',
      roomCode: '4821',
      showStatusOverlay: true,
      members,
    });
    render(<WatchPartyStatusPanel />);
    const panel = screen.getByRole('region', { name: 'أعضاء الحفلة' });
    const first = within(panel).getAllByRole('listitem')[0]!;
    expect(first.textContent).toContain('المضيف');
    expect(first.textContent).toContain('يشاهد');
    const id = within(first).getByText('b7c1e2f3');
    expect(id).toHaveAttribute('dir', 'ltr');
    expect(within(first).getByText('12:34')).toHaveAttribute('dir', 'ltr');
    // The panel keeps to the reading end: logical, not physical, placement.
    expect(screen.getByTestId('watch-party-panel').className).toContain('end-3');
  });
});

describe('the party error notice', () => {
  it('shows a party error over the picture while the menu is shut, then goes after 10 s', () => {
    vi.useFakeTimers();
    render(<WatchPartyErrorNotice />);
    setParty({ error: 'watchParty.contentMismatch' });
    expect(screen.getByRole('alert').textContent).toContain(
      'The host is watching another title. Open the same title to join.',
    );
    act(() => vi.advanceTimersByTime(9999));
    expect(screen.queryByRole('alert')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(store().watchParty.error).toBeNull();
  });

  it('can be dismissed, and leaves the message to the menu when that is open', () => {
    render(<WatchPartyErrorNotice />);
    setParty({ error: 'watchParty.episodeMismatch' });
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(store().watchParty.error).toBeNull();
    act(() => store().openSettings('/watchparty'));
    setParty({ error: 'watchParty.noHost' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    act(() => store().closeSettings());
    expect(screen.getByRole('alert').textContent).toContain('That room has no host right now.');
  });
});
