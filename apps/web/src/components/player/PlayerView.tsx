import type { Stream } from '@screenroom/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { bindDisplay } from '../../player/display-binding.ts';
import { player } from '../../player/controller/player-controller.ts';
import { keyCommand } from '../../player/player-keys.ts';
import { startProgressSaving } from '../../player/progress-saving.ts';
import { usePlayerStore } from '../../player/store/player-store.ts';
import { useControlsVisibility } from '../../player/use-controls-visibility.ts';
import { useSettingsOverlayRoute } from '../../player/use-settings-overlay-route.ts';
import { createVideoDisplay } from '../../player/video-display.ts';
import { useProgressStore } from '../../stores/progress.ts';
import { BackLink } from './BackLink.tsx';
import { BookmarkButton } from './BookmarkButton.tsx';
import { FullscreenButton } from './FullscreenButton.tsx';
import { MediaTitle } from './MediaTitle.tsx';
import { PlayButton } from './PlayButton.tsx';
import { PlaybackErrorScreen } from './PlaybackErrorScreen.tsx';
import { SeekBar } from './SeekBar.tsx';
import { SettingsButton } from './SettingsButton.tsx';
import { SettingsOverlay } from './SettingsOverlay.tsx';
import { TimeDisplay } from './TimeDisplay.tsx';
import { VolumeControl } from './VolumeControl.tsx';

type Props = {
  stream: Stream;
  startAt: number;
  sourceName: string;
  /** Where the back link leads and what it says; home when left out. */
  back?: { to: string; label: string };
};

function isTyping(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))
  );
}

export function PlayerView({ stream, startAt, sourceName, back }: Props) {
  const { t } = useTranslation('player');
  const container = useRef<HTMLDivElement>(null);
  const video = useRef<HTMLVideoElement>(null);
  const status = usePlayerStore((s) => s.status);
  const error = usePlayerStore((s) => s.error);
  const isPlaying = usePlayerStore((s) => s.mediaPlaying.isPlaying);
  const isLoading = usePlayerStore((s) => s.mediaPlaying.isLoading);
  const settingsOpen = usePlayerStore((s) => s.settingsRoute !== null);
  useSettingsOverlayRoute();
  const { visible, onActivity } = useControlsVisibility(isPlaying && !settingsOpen);

  useEffect(() => {
    if (!video.current || !container.current) return;
    const display = createVideoDisplay({ video: video.current, container: container.current });
    const unbind = bindDisplay(display, usePlayerStore);
    player.loadStream(stream, startAt);
    return () => {
      unbind();
      display.destroy();
    };
  }, [stream, startAt]);

  useEffect(
    () =>
      startProgressSaving({
        read: () => {
          const s = usePlayerStore.getState();
          return { meta: s.meta, hasPlayedOnce: s.mediaPlaying.hasPlayedOnce, ...s.progress };
        },
        save: (update) => useProgressStore.getState().updateProgress(update),
      }),
    [],
  );

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey || isTyping(event.target)) return;
      const command = keyCommand(event.key);
      if (!command) return;
      // A focused button already answers space itself; toggling again would undo it.
      if (event.key === ' ' && event.target instanceof HTMLButtonElement) return;
      event.preventDefault();
      command(player);
      onActivity();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [onActivity]);

  return (
    <div
      ref={container}
      onMouseMove={onActivity}
      onTouchStart={onActivity}
      className={`relative h-dvh w-full overflow-hidden bg-black ${visible ? '' : 'cursor-none'}`}
    >
      <video
        ref={video}
        data-testid="player-video"
        aria-label={t('controls.video')}
        playsInline
        onClick={player.togglePlay}
        onDoubleClick={player.toggleFullscreen}
        className="h-full w-full object-contain"
      />
      {isLoading && status === 'playing' ? (
        <div
          role="status"
          aria-label={t('controls.loading')}
          className="pointer-events-none absolute inset-0 flex items-center justify-center"
        >
          <span className="h-12 w-12 animate-spin rounded-full border-4 border-white/20 border-t-accent" />
        </div>
      ) : null}
      <div
        data-testid="player-controls"
        data-visible={visible}
        className={`pointer-events-none absolute inset-0 flex flex-col justify-between transition-opacity duration-300 ${visible ? 'opacity-100' : 'opacity-0'}`}
      >
        <div
          className={`flex items-center gap-2 bg-gradient-to-b from-black/80 to-transparent p-3 sm:p-5 ${visible ? 'pointer-events-auto' : ''}`}
        >
          <BackLink {...back} />
          <MediaTitle />
          <BookmarkButton />
        </div>
        <div
          className={`flex flex-col gap-1 bg-gradient-to-t from-black/90 to-transparent px-3 pt-10 pb-3 sm:px-5 sm:pb-5 ${visible ? 'pointer-events-auto' : ''}`}
        >
          <SeekBar />
          <div className="flex items-center gap-1">
            <PlayButton />
            <VolumeControl />
            <TimeDisplay />
            <div className="flex-1" />
            <SettingsButton />
            <FullscreenButton />
          </div>
        </div>
      </div>
      <SettingsOverlay sourceName={sourceName} />
      {status === 'playbackError' ? <PlaybackErrorScreen error={error} /> : null}
    </div>
  );
}
