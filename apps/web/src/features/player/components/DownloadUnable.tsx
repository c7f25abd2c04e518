import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadableSibling, downloadTarget } from '../download-target.ts';
import { originKey } from '../failover.ts';
import { Button } from '../../../shared/ui/Button.tsx';
import { usePlayer, usePlayerState } from '../player-context.tsx';

/**
 * Why there is nothing to download: the stream comes in pieces, or nothing plays yet. When the
 * same source also has the video as a file, one click switches to it and back to the download.
 * Should a file stream be on screen after all (a link from earlier), the download menu takes over.
 */
export function DownloadUnable() {
  const player = usePlayer();
  const { t } = useTranslation('player');
  const source = usePlayerState((s) => s.source);
  const current = usePlayerState((s) => s.currentQuality);
  const origin = usePlayerState((s) => s.origin);
  const sibling = usePlayerState((s) =>
    s.origin ? downloadableSibling(s.source, s.originStreams[originKey(s.origin)] ?? []) : null,
  );
  const target = downloadTarget(source, current);

  useEffect(() => {
    if (target.kind === 'file') player.openSettings('/download');
  }, [player, target.kind]);

  if (target.kind === 'file') return null;
  const switchToFile = () => {
    if (!origin || !sibling) return;
    player.chooseStream(origin, sibling.id);
    player.openSettings('/download');
  };
  return (
    <div className="flex flex-col gap-3 px-3 pb-2 text-sm" data-testid="download-unable">
      {target.reason === 'hls' ? (
        <>
          <p className="font-medium">{t('download.unable.hlsTitle')}</p>
          <p className="text-text-dim">{t('download.unable.hlsText')}</p>
          {sibling ? (
            <>
              <p>{t('download.unable.fileSibling')}</p>
              <Button className="self-start" onClick={switchToFile}>
                {t('download.unable.switchToFile')}
              </Button>
            </>
          ) : null}
        </>
      ) : (
        <p className="text-text-dim">{t('download.unable.noStream')}</p>
      )}
    </div>
  );
}
