import { useMemo, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { activeCuesAt } from '../../captions/active-cues.ts';
import { captionBoxStyle } from '../../captions/caption-box-style.ts';
import { useCaptionFileDrop } from '../../captions/hooks/useCaptionFileDrop.ts';
import { useCaptionSync } from '../../captions/hooks/useCaptionSync.ts';
import { CUSTOM_CAPTION_LANGUAGE } from '../../store/captions-slice.ts';
import { useSubtitleStore } from '../../../../shared/stores/subtitles.ts';
import { usePlayerState } from '../../player-context.tsx';

/**
 * The captions over the video: the cues showing at the current time (shifted by the delay), drawn
 * with the viewer's styling, and lifted above the controls while those are up. Also keeps the
 * caption list in step with the stream and takes subtitle files dropped on the player.
 */
export function CaptionsLayer({
  container,
  lifted,
}: {
  container: RefObject<HTMLElement | null>;
  lifted: boolean;
}) {
  const { t } = useTranslation('player');
  useCaptionSync();
  const dragging = useCaptionFileDrop(container);
  const selected = usePlayerState((s) => s.selectedCaption);
  const time = usePlayerState((s) => s.progress.time);
  const styling = useSubtitleStore((s) => s.styling);
  const delay = useSubtitleStore((s) => s.delay);
  const overrideCasing = useSubtitleStore((s) => s.overrideCasing);
  const style = useMemo(() => captionBoxStyle(styling, overrideCasing), [styling, overrideCasing]);
  const active = useMemo(
    () => (selected ? activeCuesAt(selected.index, time, delay) : []),
    [selected, time, delay],
  );
  const language =
    selected && selected.language !== CUSTOM_CAPTION_LANGUAGE ? selected.language : undefined;

  return (
    <>
      {active.length > 0 ? (
        <div
          data-testid="caption-layer"
          lang={language}
          className="pointer-events-none absolute inset-x-0 z-10 flex flex-col items-center gap-1 px-4 transition-[bottom] duration-300"
          style={{
            ...style.position,
            // Clear of the seek bar and buttons while they show.
            ...(lifted ? { bottom: `calc(${String(style.position.bottom)} + 7rem)` } : {}),
          }}
        >
          {active.map((cue, i) => (
            <div
              key={`${cue.start}:${cue.end}:${i}`}
              data-testid="caption-cue"
              dir="auto"
              className={`w-fit max-w-[90%] rounded px-2 py-0.5 text-center leading-snug ${overrideCasing ? 'first-letter:uppercase' : ''}`}
              style={style.text}
              // Sanitised when the caption was loaded (cue-sanitizer.ts).
              dangerouslySetInnerHTML={{ __html: cue.html }}
            />
          ))}
        </div>
      ) : null}
      {dragging ? (
        <div
          data-testid="caption-drop-hint"
          className="pointer-events-none absolute inset-4 z-40 flex items-center justify-center rounded-2xl border-4 border-dashed border-white/60 bg-black/60 text-lg font-semibold text-white"
        >
          {t('captions.dropHint')}
        </div>
      ) : null}
    </>
  );
}
