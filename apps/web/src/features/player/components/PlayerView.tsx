import type { Stream } from '@screenroom/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { keyCommand } from '../player-keys.ts';
import { selectInControl, selectSpeedLocked } from '../store/watch-party-slice.ts';
import { useControlsVisibility } from '../hooks/useControlsVisibility.ts';
import { useMediaSession } from '../hooks/useMediaSession.ts';
import { useCasting } from '../cast/hooks/useCasting.ts';
import { useThumbnailCapture } from '../thumbnails/hooks/useThumbnailCapture.ts';
import { useSettingsOverlayRoute } from '../hooks/useSettingsOverlayRoute.ts';
import { useWheelVolume } from '../hooks/useWheelVolume.ts';
import { AirPlayButton } from './AirPlayButton.tsx';
import { AudioTrackNotice } from './AudioTrackNotice.tsx';
import { BackLink } from './BackLink.tsx';
import { BookmarkButton } from './BookmarkButton.tsx';
import { CastButton } from './CastButton.tsx';
import { CastingOverlay } from './CastingOverlay.tsx';
import { DetailsButton } from './DetailsButton.tsx';
import { CaptionsButton } from './captions/CaptionsButton.tsx';
import { CaptionsLayer } from './captions/CaptionsLayer.tsx';
import { SubtitleDelayOverlay } from './captions/SubtitleDelayOverlay.tsx';
import { FailoverNotice } from './FailoverNotice.tsx';
import { CenterPlayButton } from './CenterPlayButton.tsx';
import { EpisodeActions } from './episodes/EpisodeActions.tsx';
import { EpisodesButton } from './episodes/EpisodesButton.tsx';
import { EpisodesOverlay } from './episodes/EpisodesOverlay.tsx';
import { FullscreenButton } from './FullscreenButton.tsx';
import { MediaTitle } from './MediaTitle.tsx';
import { PictureInPictureButton } from './PictureInPictureButton.tsx';
import { PlayButton } from './PlayButton.tsx';
import { PresentationNotice } from './PresentationNotice.tsx';
import { PlaybackSpeedButton } from './PlaybackSpeedButton.tsx';
import { PlaybackErrorScreen } from './PlaybackErrorScreen.tsx';
import { SeekBar } from './SeekBar.tsx';
import { SettingsButton } from './SettingsButton.tsx';
import { SettingsOverlay } from './SettingsOverlay.tsx';
import { SpeedOverlay } from './SpeedOverlay.tsx';
import { StretchButton } from './StretchButton.tsx';
import { TimeDisplay } from './TimeDisplay.tsx';
import { VolumeControl } from './VolumeControl.tsx';
import { VolumeOverlay } from './VolumeOverlay.tsx';
import { WatchPartyErrorNotice } from './watch-party/WatchPartyErrorNotice.tsx';
import { WatchPartyStatusPanel } from './watch-party/WatchPartyStatusPanel.tsx';
import { usePlayer, usePlayerState } from '../player-context.tsx';

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
  const player = usePlayer();
  const { t } = useTranslation('player');
  const container = useRef<HTMLDivElement>(null);
  const video = useRef<HTMLVideoElement>(null);
  const status = usePlayerState((s) => s.status);
  const error = usePlayerState((s) => s.error);
  const isPlaying = usePlayerState((s) => s.mediaPlaying.isPlaying);
  const isLoading = usePlayerState((s) => s.mediaPlaying.isLoading);
  const settingsOpen = usePlayerState((s) => s.settingsRoute !== null);
  const episodesOpen = usePlayerState((s) => s.episodesRoute !== null);
  useSettingsOverlayRoute();
  useThumbnailCapture(stream);
  const stretch = usePlayerState((s) => s.stretch);
  const isRolling = usePlayerState((s) => s.isRolling);
  useWheelVolume(container);
  useMediaSession();
  const { visible, containerHandlers, videoHandlers, onActivity } = useControlsVisibility(
    isPlaying && !settingsOpen && !episodesOpen,
  );

  useEffect(() => {
    if (!video.current || !container.current) return;
    return player.attachVideo({
      video: video.current,
      container: container.current,
      stream,
      startAt,
    });
  }, [player, stream, startAt]);
  useCasting(stream, startAt, container);

  useEffect(() => player.saveProgressWhilePlaying(), [player]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey || isTyping(event.target)) return;
      const state = player.store.getState();
      const command = keyCommand(event.key, {
        inControl: selectInControl(state),
        speedLocked: selectSpeedLocked(state),
      });
      if (!command) return;
      // A focused button already answers space itself; toggling again would undo it.
      if (event.key === ' ' && event.target instanceof HTMLButtonElement) return;
      event.preventDefault();
      command(player);
      onActivity();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [player, onActivity]);

  return (
    <div
      ref={container}
      {...containerHandlers}
      className={`relative h-dvh w-full overflow-hidden bg-black ${visible ? '' : 'cursor-none'}`}
    >
      <video
        ref={video}
        data-testid="player-video"
        aria-label={t('controls.video')}
        playsInline
        {...videoHandlers}
        // The roll turns the picture once around; with reduced motion it stays still.
        className={`h-full w-full ${stretch ? 'object-cover' : 'object-contain'} ${isRolling ? 'rotate-[360deg] transition-transform duration-1000 ease-in-out motion-reduce:rotate-0' : ''}`}
      />
      <CastingOverlay />
      <CaptionsLayer container={container} lifted={visible} />
      {isLoading && status === 'playing' ? (
        <div
          role="status"
          aria-label={t('controls.loading')}
          className="pointer-events-none absolute inset-0 flex items-center justify-center"
        >
          <span className="h-12 w-12 animate-spin rounded-full border-4 border-white/20 border-t-accent" />
        </div>
      ) : null}
      <CenterPlayButton />
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
          <DetailsButton />
        </div>
        <div
          className={`flex flex-col gap-1 bg-gradient-to-t from-black/90 to-transparent px-3 pt-10 pb-3 sm:px-5 sm:pb-5 ${visible ? 'pointer-events-auto' : ''}`}
        >
          {/* A timeline, not text: it runs left to right in every language, as in YouTube's
              right-to-left players, so it is kept out of the page's direction. */}
          <div dir="ltr">
            <SeekBar />
          </div>
          <div className="flex items-center gap-1">
            <PlayButton />
            <VolumeControl />
            <TimeDisplay />
            <div className="flex-1" />
            <EpisodesButton />
            <PlaybackSpeedButton />
            <CaptionsButton />
            <SettingsButton />
            <CastButton />
            <AirPlayButton />
            <PictureInPictureButton />
            <StretchButton />
            <FullscreenButton />
          </div>
        </div>
      </div>
      <EpisodeActions hovering={visible} />
      <VolumeOverlay />
      <SpeedOverlay />
      <SubtitleDelayOverlay />
      <AudioTrackNotice />
      <FailoverNotice />
      <PresentationNotice />
      <WatchPartyStatusPanel />
      <WatchPartyErrorNotice />
      <SettingsOverlay sourceName={sourceName} />
      <EpisodesOverlay />
      {status === 'playbackError' ? <PlaybackErrorScreen error={error} back={back} /> : null}
    </div>
  );
}
