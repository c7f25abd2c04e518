import { useTranslation } from 'react-i18next';
import { downloadTarget, qualityName } from '../download-target.ts';
import { MenuLink } from './MenuLink.tsx';
import { usePlayer, usePlayerState } from '../player-context.tsx';

/**
 * The main menu's download line, there only while a file or HLS stream plays. A stream with no
 * single file leads straight to the page that says so.
 */
export function DownloadMenuLine() {
  const player = usePlayer();
  const { t } = useTranslation('player');
  const source = usePlayerState((s) => s.source);
  const current = usePlayerState((s) => s.currentQuality);
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
