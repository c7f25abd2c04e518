import { useTranslation } from 'react-i18next';
import { player } from '../../player/controller/player-controller.ts';
import { downloadTarget, qualityName } from '../../player/download-target.ts';
import { usePlayerStore } from '../../player/store/player-store.ts';
import { MenuLink } from './MenuLink.tsx';

/**
 * The main menu's download line, there only while a file or HLS stream plays. A stream with no
 * single file leads straight to the page that says so.
 */
export function DownloadMenuLine() {
  const { t } = useTranslation('player');
  const source = usePlayerStore((s) => s.source);
  const current = usePlayerStore((s) => s.currentQuality);
  if (source?.type !== 'file' && source?.type !== 'hls') return null;
  const target = downloadTarget(source, current);
  const value =
    target.kind === 'file' ? (qualityName(target.quality) ?? '') : t('download.unavailable');
  return (
    <MenuLink
      label={t('download.title')}
      value={value}
      onClick={() => player.openSettings(target.kind === 'file' ? '/download' : '/download/unable')}
    />
  );
}
