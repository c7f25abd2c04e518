import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CenterPlayButton } from '../src/features/player/components/CenterPlayButton.tsx';
import { EpisodeCard } from '../src/features/player/components/episodes/EpisodeCard.tsx';
import { NextEpisodeButton } from '../src/features/player/components/episodes/NextEpisodeButton.tsx';
import { ReplayButton } from '../src/features/player/components/episodes/ReplayButton.tsx';
import { SkipIntroButton } from '../src/features/player/components/episodes/SkipIntroButton.tsx';
import { PlayButton } from '../src/features/player/components/PlayButton.tsx';
import { PlaybackSpeedButton } from '../src/features/player/components/PlaybackSpeedButton.tsx';
import { SeekBar } from '../src/features/player/components/SeekBar.tsx';
import { SettingsOverlay } from '../src/features/player/components/SettingsOverlay.tsx';
import { i18next as i18n } from '../src/shared/i18n/i18n.ts';
import type { ShowEpisode, ShowSeason } from '../src/features/player/episodes/show-episodes.ts';
import { keyCommand } from '../src/features/player/player-keys.ts';
import {
  initialWatchParty,
  selectInControl,
  selectSpeedLocked,
  type WatchPartyState,
} from '../src/features/player/store/watch-party-slice.ts';
import { commandsForKey } from './player-display-fake.ts';
import { player, render, loadPanelCode } from './test-player.tsx';

loadPanelCode();

const store = () => player.store.getState();
const setParty = (patch: Partial<WatchPartyState>) => act(() => store().setWatchParty(patch));
const asGuest = () => store().setWatchParty({ status: 'active', role: 'guest', roomCode: '4821' });
const asHost = () => store().setWatchParty({ status: 'active', role: 'host', roomCode: '4821' });

const HOST_CONTROLS = 'The host controls playback';

const season: ShowSeason = { number: 1, title: 'Season 1', tmdbId: 's1' };
const episodeTwo: ShowEpisode = {
  number: 2,
  title: 'The Second',
  tmdbId: 'e2',
  overview: '',
  stillPath: null,
  airDate: '2020-01-01',
};

beforeEach(async () => {
  await i18n.changeLanguage('en');
  store().reset();
  store().setWatchParty({ ...initialWatchParty });
  store().setDuration(600);
  store().setTime(100);
});
afterEach(async () => {
  cleanup();
  vi.restoreAllMocks();
  store().setWatchParty({ ...initialWatchParty });
  await i18n.changeLanguage('en');
});

/** The control's state as a guest perceives it: disabled, and why. */
function expectLocked(element: HTMLElement) {
  expect(element).toHaveAttribute('aria-disabled', 'true');
  expect(element).toHaveAttribute('title', HOST_CONTROLS);
}
function expectFree(element: HTMLElement) {
  expect(element).not.toHaveAttribute('aria-disabled');
  expect(element.getAttribute('title')).not.toBe(HOST_CONTROLS);
}

describe('play and pause', () => {
  it("is the host's alone during a party, anyone's otherwise", () => {
    const toggle = vi.spyOn(player, 'togglePlay').mockImplementation(() => undefined);
    asGuest();
    render(<PlayButton />);
    const button = screen.getByTestId('play-button');
    expectLocked(button);
    expect(button).toHaveAttribute('aria-label', 'Play');
    fireEvent.click(button);
    expect(toggle).not.toHaveBeenCalled();

    setParty({ role: 'host' });
    expectFree(button);
    fireEvent.click(button);
    expect(toggle).toHaveBeenCalledOnce();

    setParty({ ...initialWatchParty });
    expectFree(button);
    fireEvent.click(button);
    expect(toggle).toHaveBeenCalledTimes(2);
  });

  it('leaves the big centre button out for a guest, whose host plays and pauses', () => {
    act(() => store().setStatus('playing'));
    asGuest();
    render(<CenterPlayButton />);
    expect(screen.queryByTestId('center-play-button')).not.toBeInTheDocument();
    setParty({ role: 'host' });
    expect(screen.getByTestId('center-play-button')).toHaveAttribute('aria-label', 'Play');
  });
});

describe('the seek bar', () => {
  it('does not scrub or step for a guest, and shows no time to go to', () => {
    const start = vi.spyOn(player, 'startScrub');
    const seekBy = vi.spyOn(player, 'seekBy');
    asGuest();
    render(<SeekBar />);
    const bar = screen.getByRole('slider', { name: 'Seek' });
    expectLocked(bar);
    fireEvent.pointerDown(bar, { clientX: 10, pointerId: 1 });
    fireEvent.keyDown(bar, { key: 'ArrowRight' });
    expect(start).not.toHaveBeenCalled();
    expect(seekBy).not.toHaveBeenCalled();
    // It still says where the party is.
    expect(bar).toHaveAttribute('aria-valuenow', '100');
  });

  it('seeks again once this viewer hosts', () => {
    const seekBy = vi.spyOn(player, 'seekBy').mockImplementation(() => undefined);
    asGuest();
    render(<SeekBar />);
    setParty({ role: 'host' });
    const bar = screen.getByRole('slider', { name: 'Seek' });
    expectFree(bar);
    fireEvent.keyDown(bar, { key: 'ArrowRight' });
    expect(seekBy).toHaveBeenCalledWith(5);
  });
});

describe('the speed', () => {
  it("button shows the host's speed to a guest and opens nothing", () => {
    asGuest();
    render(<PlaybackSpeedButton />);
    const button = screen.getByTestId('playback-speed-button');
    expectLocked(button);
    fireEvent.click(button);
    expect(store().settingsRoute).toBeNull();
    setParty({ role: 'host' });
    expectFree(button);
    fireEvent.click(button);
    expect(store().settingsRoute).toBe('/playback');
  });

  it('menu shows a guest the choices disabled, with the reason', () => {
    const choose = vi.spyOn(player, 'choosePlaybackSpeed');
    asGuest();
    store().openSettings('/playback');
    render(<SettingsOverlay sourceName="Library" />);
    const group = screen.getByRole('radiogroup', { name: 'Playback speed' });
    expect(group).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByTestId('playback-speed-locked').textContent).toBe(HOST_CONTROLS);
    fireEvent.click(within(group).getByTestId('playback-speed-2'));
    expect(choose).not.toHaveBeenCalled();

    setParty({ role: 'host' });
    expect(group).not.toHaveAttribute('aria-disabled');
    expect(screen.queryByTestId('playback-speed-locked')).not.toBeInTheDocument();
    fireEvent.click(within(group).getByTestId('playback-speed-2'));
    expect(choose).toHaveBeenCalledWith(2);
  });
});

describe('episodes', () => {
  it('next episode, replay and skip intro are shown disabled to a guest', () => {
    const next = vi.spyOn(player, 'playNext');
    const replay = vi.spyOn(player, 'replay');
    const skip = vi.spyOn(player, 'skipIntro');
    asGuest();
    store().setNextOffer({ kind: 'nextEpisode', target: { season, episode: episodeTwo } });
    store().setTime(590);
    const { unmount } = render(<NextEpisodeButton hovering />);
    const nextButton = screen.getByTestId('next-episode-button');
    expectLocked(nextButton);
    fireEvent.click(nextButton);
    expect(next).not.toHaveBeenCalled();
    unmount();

    store().setNextOffer({ kind: 'replay' });
    render(<ReplayButton hovering />);
    const replayButton = screen.getByTestId('replay-button');
    expectLocked(replayButton);
    fireEvent.click(replayButton);
    expect(replay).not.toHaveBeenCalled();
    cleanup();

    store().setTime(3);
    store().setIntroSkipTime(60);
    act(() => store().setPlaying(true));
    render(<SkipIntroButton hovering />);
    const skipButton = screen.getByTestId('skip-intro-button');
    expectLocked(skipButton);
    fireEvent.click(skipButton);
    expect(skip).not.toHaveBeenCalled();
    setParty({ role: 'host' });
    fireEvent.click(skipButton);
    expect(skip).toHaveBeenCalledOnce();
  });

  it('an episode card lets a guest read but not switch; the host switches', () => {
    const play = vi.spyOn(player, 'playEpisode').mockImplementation(() => undefined);
    asGuest();
    render(
      <EpisodeCard
        showTmdbId="700"
        season={season}
        episode={episodeTwo}
        current={false}
        layout="compact"
      />,
    );
    const card = screen.getByTestId('episode-1-2');
    expectLocked(card);
    fireEvent.click(card);
    expect(play).not.toHaveBeenCalled();
    setParty({ role: 'host' });
    expectFree(card);
    fireEvent.click(card);
    expect(play).toHaveBeenCalledWith({ season, episode: episodeTwo });
  });
});

describe('keyboard shortcuts', () => {
  const playbackKeys = [' ', 'k', 'K', 'ArrowLeft', 'ArrowRight', 'j', 'l', '.', ','];
  const speedKeys = ['<', '>'];
  const ownKeys = ['m', 'f', 'c', 'ArrowUp', 'ArrowDown', '[', ']', 'e', 'Escape', 'r'];

  const contextOf = (patch: Partial<WatchPartyState>) => {
    const state = { watchParty: { ...initialWatchParty, ...patch } };
    return { inControl: selectInControl(state), speedLocked: selectSpeedLocked(state) };
  };

  it('leave play, pause, seeks and speed to the host for a guest', () => {
    const guest = contextOf({ status: 'active', role: 'guest' });
    for (const key of [...playbackKeys, ...speedKeys]) {
      expect(keyCommand(key, guest), key).toBeNull();
    }
  });

  it("keep a guest's own volume, captions, fullscreen and overlays", () => {
    const guest = contextOf({ status: 'active', role: 'guest' });
    for (const key of ownKeys) expect(keyCommand(key, guest), key).not.toBeNull();
  });

  it('all work for the host, for a viewer alone, and while joining', () => {
    for (const patch of [
      { status: 'active', role: 'host' },
      {},
      { status: 'joining', role: null },
    ] as const) {
      const context = contextOf(patch);
      for (const key of [...playbackKeys, ...speedKeys, ...ownKeys]) {
        expect(keyCommand(key, context), `${key} ${JSON.stringify(patch)}`).not.toBeNull();
      }
    }
  });

  it('default to a viewer alone', () => {
    expect(commandsForKey(' ')).toEqual(['togglePlay']);
    expect(commandsForKey('>')).toEqual(['stepPlaybackSpeed 1']);
    expect(keyCommand('l')).not.toBeNull();
  });

  it('lock the speed keys on their own when only the speed is locked', () => {
    const context = { inControl: true, speedLocked: true };
    expect(keyCommand('>', context)).toBeNull();
    expect(keyCommand('k', context)).not.toBeNull();
  });
});

describe('in Arabic', () => {
  it('says that the host controls playback in Arabic', async () => {
    await i18n.changeLanguage('ar');
    asGuest();
    render(<PlayButton />);
    expect(screen.getByTestId('play-button')).toHaveAttribute('title', 'المضيف يتحكم في التشغيل');
  });
});

describe('a host alone in control', () => {
  it('keeps every control free while it hosts', () => {
    asHost();
    render(
      <>
        <PlayButton />
        <SeekBar />
        <PlaybackSpeedButton />
      </>,
    );
    expectFree(screen.getByTestId('play-button'));
    expectFree(screen.getByTestId('seek-bar'));
    expectFree(screen.getByTestId('playback-speed-button'));
  });
});
