import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadFileName, downloadTarget, qualityName } from '../download-target.ts';
import { MenuLink } from './MenuLink.tsx';
import { buttonClass } from '../../../shared/ui/button-class.ts';
import { usePlayer, usePlayerState } from '../player-context.tsx';

/**
 * The download menu: the MP4 file being watched, in the quality on screen, and how to save it on
 * each kind of device. A stream with no single file sends the viewer to the page saying why.
 */
export function DownloadMenu() {
  const player = usePlayer();
  const { t } = useTranslation('player');
  const source = usePlayerState((s) => s.source);
  const current = usePlayerState((s) => s.currentQuality);
  const meta = usePlayerState((s) => s.meta);
  const target = downloadTarget(source, current);

  useEffect(() => {
    if (target.kind === 'unable') player.openSettings('/download/unable');
  }, [player, target.kind]);

  if (target.kind !== 'file') return null;
  const quality = qualityName(target.quality);
  return (
    <div className="flex flex-col gap-2">
      <p className="px-3 text-sm text-text-dim">{t('download.intro')}</p>
      <a
        href={target.url}
        download={downloadFileName(meta, target.quality)}
        data-testid="download-link"
        className={buttonClass({ size: 'xl', className: 'mx-3 text-center' })}
      >
        {quality ? t('download.fileInQuality', { quality }) : t('download.file')}
      </a>
      <p className="px-3 text-xs text-text-dim">{t('download.qualityHint')}</p>
      <h3 className="px-3 pt-2 text-sm font-semibold">{t('download.howTo')}</h3>
      <MenuLink
        label={t('download.platforms.ios')}
        value=""
        onClick={() => player.openSettings('/download/ios')}
      />
      <MenuLink
        label={t('download.platforms.android')}
        value=""
        onClick={() => player.openSettings('/download/android')}
      />
      <MenuLink
        label={t('download.platforms.pc')}
        value=""
        onClick={() => player.openSettings('/download/pc')}
      />
    </div>
  );
}
