import { useTranslation } from 'react-i18next';
import { useSubtitleStore } from '../../../shared/stores/subtitles.ts';
import {
  captionPositionStyle,
  captionTextStyle,
} from '../../../shared/subtitle-style/caption-style.ts';

/** A still "frame" with one caption drawn with the current styling. */
export function CaptionPreview() {
  const { t } = useTranslation('settings');
  const styling = useSubtitleStore((state) => state.styling);
  return (
    <figure className="m-0">
      <div
        className="relative aspect-video w-full overflow-hidden rounded-xl bg-gradient-to-br from-sky-900 via-indigo-950 to-amber-900"
        aria-hidden="true"
      >
        <div className="absolute inset-x-0 top-1/4 mx-auto size-24 rounded-full bg-amber-200/30 blur-2xl" />
        <div className="absolute inset-x-0 bottom-0 h-1/3 bg-gradient-to-t from-black/70 to-transparent" />
        <div
          className="absolute inset-x-0 flex justify-center px-4"
          style={captionPositionStyle(styling)}
        >
          <span
            data-testid="caption-preview-text"
            className="rounded px-2 py-0.5 text-center leading-snug"
            style={captionTextStyle(styling, 1.1)}
          >
            {t('subtitles.previewText')}
          </span>
        </div>
      </div>
      <figcaption className="mt-2 text-sm text-text-dim">{t('subtitles.preview')}</figcaption>
    </figure>
  );
}
