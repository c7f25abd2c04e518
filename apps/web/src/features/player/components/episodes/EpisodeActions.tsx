import type { PlayerMeta } from '../../player-meta.ts';
import { useAutoplayNext } from '../../episodes/hooks/useAutoplayNext.ts';
import { useEpisodeNavigator } from '../../episodes/hooks/useEpisodeNavigator.ts';
import { useIntroSkipTime } from '../../episodes/hooks/useIntroSkipTime.ts';
import { useNextEpisodeOffer } from '../../episodes/hooks/useNextEpisodeOffer.ts';
import { NextEpisodeButton } from './NextEpisodeButton.tsx';
import { ReplayButton } from './ReplayButton.tsx';
import { SkipIntroButton } from './SkipIntroButton.tsx';
import { usePlayerState } from '../../player-context.tsx';

type ShowEpisodeMeta = PlayerMeta & {
  season: NonNullable<PlayerMeta['season']>;
  episode: NonNullable<PlayerMeta['episode']>;
};

function isShowEpisode(meta: PlayerMeta | null): meta is ShowEpisodeMeta {
  return meta?.type === 'show' && meta.season !== undefined && meta.episode !== undefined;
}

/**
 * What a show's player adds above the control bar: skip intro, next episode or season, replay;
 * and behind them the next-episode offer, autoplay, the intro's end and episode switching.
 * `hovering` is whether the viewer is using the controls, for the buttons shown only on hover.
 */
export function EpisodeActions({ hovering }: { hovering: boolean }) {
  const meta = usePlayerState((s) => s.meta);
  if (!isShowEpisode(meta)) return null;
  return <ShowEpisodeActions meta={meta} hovering={hovering} />;
}

function ShowEpisodeActions({ meta, hovering }: { meta: ShowEpisodeMeta; hovering: boolean }) {
  useEpisodeNavigator();
  useNextEpisodeOffer(meta.tmdbId, meta.season, meta.episode.number);
  useAutoplayNext();
  useIntroSkipTime({
    imdbId: meta.imdbId,
    tmdbId: meta.tmdbId,
    season: meta.season.number,
    episode: meta.episode.number,
  });
  return (
    <div className="pointer-events-none absolute end-4 bottom-28 z-20 flex flex-col items-end gap-2 sm:end-6 sm:bottom-32">
      <SkipIntroButton hovering={hovering} />
      <NextEpisodeButton hovering={hovering} />
      <ReplayButton hovering={hovering} />
    </div>
  );
}
