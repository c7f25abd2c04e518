import { useTranslation } from 'react-i18next';
import { useQualityStore } from '../../../shared/stores/quality.ts';
import { AudioMenuLine } from './AudioMenuLine.tsx';
import { CaptionsMenuLine } from './captions/CaptionsMenuLine.tsx';
import { CopyTimeLinkLine } from './CopyTimeLinkLine.tsx';
import { DownloadMenuLine } from './DownloadMenuLine.tsx';
import { MenuLink } from './MenuLink.tsx';
import { PlaybackSpeedMenuLine } from './PlaybackSpeedMenuLine.tsx';
import { StretchMenuLine } from './StretchMenuLine.tsx';
import { WatchPartyMenuLine } from './watch-party/WatchPartyMenuLine.tsx';
import { usePlayer, usePlayerState } from '../player-context.tsx';

/** The settings overlay's first page: one line per sub-menu, each with its current choice. */
export function SettingsMainMenu({ sourceName }: { sourceName: string }) {
  const player = usePlayer();
  const { t } = useTranslation('player');
  const current = usePlayerState((s) => s.currentQuality);
  const automatic = useQualityStore((s) => s.automaticQuality);
  const qualityValue =
    automatic || current === null ? t('settings.auto') : current === '4k' ? '4K' : `${current}p`;
  return (
    <div className="flex flex-col gap-1">
      <MenuLink
        label={t('settings.quality')}
        value={qualityValue}
        onClick={() => player.openSettings('/quality')}
      />
      <AudioMenuLine />
      <CaptionsMenuLine />
      <PlaybackSpeedMenuLine />
      <StretchMenuLine />
      <MenuLink
        label={t('settings.source')}
        value={sourceName}
        onClick={() => player.openSettings('/source')}
      />
      <DownloadMenuLine />
      <WatchPartyMenuLine />
      <CopyTimeLinkLine />
      <MenuLink
        label={t('shortcuts.title')}
        value="?"
        onClick={() => player.openSettings('/shortcuts')}
      />
    </div>
  );
}
