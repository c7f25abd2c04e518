import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { appConfig } from '../../../../shared/config.ts';
import { addedCaptionName, captionLanguageChoices } from '../../captions/caption-names.ts';
import { sameCaptionLanguage } from '../../captions/caption-language.ts';
import { MenuChoice } from '../MenuChoice.tsx';
import { MenuLink } from '../MenuLink.tsx';
import { CaptionChoice } from './CaptionChoice.tsx';
import { CaptionUploadButton } from './CaptionUploadButton.tsx';
import { useCaptionDelayLabel } from './hooks/useCaptionDelayLabel.ts';
import { usePlayer, usePlayerState } from '../../player-context.tsx';

/**
 * The captions menu: off, what the viewer added, one line per language the stream offers, the
 * stream's full list, upload, online search (when the server offers it) and styling.
 */
export function CaptionsMenu() {
  const player = usePlayer();
  const { t, i18n } = useTranslation('player');
  const list = usePlayerState((s) => s.captionList);
  const selected = usePlayerState((s) => s.selectedCaption);
  const delayLabel = useCaptionDelayLabel();
  const uiLanguage = i18n.resolvedLanguage ?? i18n.language;
  const languages = useMemo(() => captionLanguageChoices(list, uiLanguage), [list, uiLanguage]);
  const added = list.filter((item) => item.origin === 'upload' || item.origin === 'online');
  const selectedItem = list.find((item) => item.id === selected?.id);
  const fromStream = selectedItem?.origin === 'stream' || selectedItem?.origin === 'hls';
  const streamCount = list.length - added.length;

  return (
    <div className="flex flex-col gap-1">
      <div role="radiogroup" aria-label={t('captions.title')} className="flex flex-col gap-1">
        <MenuChoice
          testId="caption-off"
          label={t('captions.off')}
          checked={selected === null}
          onSelect={player.turnCaptionsOff}
        />
        {added.map((item) => (
          <CaptionChoice
            key={item.id}
            id={item.id}
            label={addedCaptionName(item, uiLanguage)}
            hint={item.origin === 'upload' ? t('captions.uploaded') : t('captions.fromOnline')}
            checked={selected?.id === item.id}
          />
        ))}
        {languages.map((choice) => (
          <CaptionChoice
            key={choice.item.id}
            id={choice.item.id}
            label={choice.name}
            checked={
              fromStream && sameCaptionLanguage(selectedItem?.language ?? '', choice.language)
            }
          />
        ))}
      </div>
      {streamCount === 0 ? (
        <p className="px-3 py-2 text-sm text-text-dim">{t('captions.none')}</p>
      ) : null}
      {streamCount > languages.length ? (
        <MenuLink
          label={t('captions.sourceTitle')}
          value={String(streamCount)}
          onClick={() => player.openSettings('/captions/source')}
        />
      ) : null}
      <CaptionUploadButton />
      {appConfig.onlineSubtitles ? (
        <MenuLink
          label={t('captions.online')}
          value=""
          onClick={() => player.openSettings('/captions/opensubtitles')}
        />
      ) : null}
      <MenuLink
        label={t('captions.settings')}
        value={delayLabel}
        onClick={() => player.openSettings('/captions/settings')}
      />
    </div>
  );
}
