import { useTranslation } from 'react-i18next';
import { captionLanguageName } from '../../captions/caption-names.ts';
import { CaptionChoice } from './CaptionChoice.tsx';
import { usePlayerState } from '../../player-context.tsx';

/** Every caption that comes with the stream, each file and rendition on its own line. */
export function CaptionSourceMenu() {
  const { t, i18n } = useTranslation('player');
  const list = usePlayerState((s) => s.captionList);
  const selectedId = usePlayerState((s) => s.selectedCaption?.id ?? null);
  const uiLanguage = i18n.resolvedLanguage ?? i18n.language;
  const items = list.filter((item) => item.origin === 'stream' || item.origin === 'hls');

  if (items.length === 0) {
    return <p className="px-3 py-2 text-sm text-text-dim">{t('captions.none')}</p>;
  }
  return (
    <div role="radiogroup" aria-label={t('captions.sourceTitle')} className="flex flex-col gap-1">
      {items.map((item) => (
        <CaptionChoice
          key={item.id}
          id={item.id}
          label={captionLanguageName(item.language, uiLanguage)}
          hint={
            item.origin === 'hls'
              ? t('captions.kinds.hls', { name: item.label ?? '' })
              : t(`captions.kinds.${item.format ?? 'srt'}`)
          }
          checked={selectedId === item.id}
        />
      ))}
    </div>
  );
}
