import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18next as i18n } from '../src/shared/i18n/i18n.ts';
import { AudioTrackNotice } from '../src/features/player/components/AudioTrackNotice.tsx';
import { SettingsOverlay } from '../src/features/player/components/SettingsOverlay.tsx';
import { SpeedOverlay } from '../src/features/player/components/SpeedOverlay.tsx';
import { StretchButton } from '../src/features/player/components/StretchButton.tsx';
import { TimeDisplay } from '../src/features/player/components/TimeDisplay.tsx';
import { VolumeOverlay } from '../src/features/player/components/VolumeOverlay.tsx';
import type { AudioTrack } from '../src/features/player/display.ts';
import { useAudioLanguageStore } from '../src/shared/stores/audio-language.ts';
import { fakeDisplay, type FakeDisplay } from './player-display-fake.ts';
import { player, render, loadPanelCode } from './test-player.tsx';

loadPanelCode();

const english: AudioTrack = { id: '0', language: 'en', label: 'English' };
const arabic: AudioTrack = { id: '1', language: 'ar', label: 'العربية' };
const store = () => player.store.getState();

let display: FakeDisplay;

beforeEach(async () => {
  await i18n.changeLanguage('en');
  localStorage.clear();
  useAudioLanguageStore.setState({ language: null });
  store().reset();
  store().hideTransientOverlay();
  store().setPlaybackRate(1);
  store().setStretch(false);
  display = fakeDisplay();
  player.attachDisplay(display);
});
afterEach(async () => {
  cleanup();
  vi.useRealTimers();
  await i18n.changeLanguage('en');
});

function openAt(route: Parameters<typeof player.openSettings>[0]) {
  store().openSettings(route);
  render(<SettingsOverlay sourceName="Library" />);
}

describe('audio menu', () => {
  it('the main menu offers audio only when there is more than one track', () => {
    store().setAudioTracks([english]);
    store().setCurrentAudioTrack('0');
    openAt('/');
    expect(screen.queryByRole('button', { name: /Audio track/ })).not.toBeInTheDocument();
    act(() => store().setAudioTracks([english, arabic]));
    expect(screen.getByRole('button', { name: /Audio track/ }).textContent).toContain('English');
  });

  it('lists the tracks by language with the current one checked, and switches', () => {
    store().setAudioTracks([english, arabic]);
    store().setCurrentAudioTrack('0');
    openAt('/audio');
    const group = screen.getByRole('radiogroup', { name: 'Audio track' });
    const english1 = within(group).getByRole('radio', { name: 'English' });
    const arabic1 = within(group).getByRole('radio', { name: 'Arabic' });
    expect(english1).toHaveAttribute('aria-checked', 'true');
    expect(arabic1).toHaveAttribute('aria-checked', 'false');
    fireEvent.click(arabic1);
    expect(display.changeAudioTrack).toHaveBeenCalledWith('1');
    expect(useAudioLanguageStore.getState().language).toBe('ar');
    expect(screen.queryByTestId('settings-overlay')).not.toBeInTheDocument();
  });

  it('names the tracks in Arabic in the Arabic interface and marks a failed one', async () => {
    await i18n.changeLanguage('ar');
    store().setAudioTracks([english, arabic]);
    store().setCurrentAudioTrack('0');
    store().audioTrackFailed({ failed: arabic, fallback: english });
    openAt('/audio');
    expect(screen.getByTestId('audio-track-0').textContent).toContain('الإنجليزية');
    expect(screen.getByTestId('audio-track-1').textContent).toContain('العربية');
    expect(screen.getByTestId('audio-track-1').textContent).toContain('تعذّر تحميله');
  });

  it('says so when the stream has no track to choose from', () => {
    openAt('/audio');
    expect(screen.getByText('This stream has a single audio track.')).toBeInTheDocument();
  });
});

describe('audio track notice', () => {
  it('names the missing track and the one playing instead, then goes after 8 s', () => {
    vi.useFakeTimers();
    render(<AudioTrackNotice />);
    act(() => store().setAudioTracks([english, arabic]));
    act(() => store().audioTrackFailed({ failed: arabic, fallback: english }));
    expect(screen.getByRole('alert').textContent).toContain(
      "The Arabic audio track couldn't be loaded. Playing English instead.",
    );
    act(() => vi.advanceTimersByTime(7999));
    expect(screen.queryByRole('alert')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('can be dismissed at once', () => {
    render(<AudioTrackNotice />);
    act(() => store().audioTrackFailed({ failed: arabic, fallback: english }));
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('playback speed menu', () => {
  it('the main menu shows the current speed', () => {
    openAt('/');
    expect(screen.getByRole('button', { name: /Playback speed/ }).textContent).toContain('Normal');
    act(() => store().setPlaybackRate(1.5));
    expect(screen.getByRole('button', { name: /Playback speed/ }).textContent).toContain('1.5×');
  });

  it('offers the five speeds with the current one checked and sets the one picked', () => {
    openAt('/playback');
    const radios = within(screen.getByRole('radiogroup', { name: 'Playback speed' })).getAllByRole(
      'radio',
    );
    expect(radios.map((radio) => radio.textContent)).toEqual([
      '0.25×',
      '0.5×',
      'Normal',
      '1.5×',
      '2×',
    ]);
    expect(screen.getByTestId('playback-speed-1')).toHaveAttribute('aria-checked', 'true');
    fireEvent.click(screen.getByTestId('playback-speed-1.5'));
    expect(display.setPlaybackRate).toHaveBeenCalledWith(1.5);
    expect(store().settingsRoute).toBeNull();
  });
});

describe('key overlays', () => {
  it('shows the volume for 3 s after a step, and only one overlay at a time', () => {
    vi.useFakeTimers();
    render(
      <>
        <VolumeOverlay />
        <SpeedOverlay />
      </>,
    );
    act(() => store().setVolume(0.7));
    act(() => player.stepVolume(0.15));
    act(() => store().setVolume(0.85));
    expect(screen.getByTestId('volume-overlay').textContent).toContain('Volume 85%');
    act(() => player.stepPlaybackSpeed(1));
    act(() => store().setPlaybackRate(1.5));
    expect(screen.queryByTestId('volume-overlay')).not.toBeInTheDocument();
    expect(screen.getByTestId('speed-overlay').textContent).toContain('Speed 1.5×');
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.queryByTestId('speed-overlay')).not.toBeInTheDocument();
  });

  it('says muted at zero', () => {
    render(<VolumeOverlay />);
    act(() => store().setVolume(0));
    act(() => store().showTransientOverlay('volume'));
    expect(screen.getByTestId('volume-overlay').textContent).toContain('Muted');
  });
});

describe('time display and stretch', () => {
  it('keeps the elapsed time before the duration in a left-to-right island', async () => {
    await i18n.changeLanguage('ar');
    store().setDuration(180);
    store().setTime(30);
    render(<TimeDisplay />);
    const island = screen.getByTestId('time-display').querySelector('bdi');
    expect(island).toHaveAttribute('dir', 'ltr');
    expect(island?.textContent).toBe('0:30 / 3:00');
  });

  it('the stretch button says whether the picture fills the screen', () => {
    render(<StretchButton />);
    const button = screen.getByRole('button', { name: 'Stretch to fill the screen' });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(store().stretch).toBe(true);
  });
});
