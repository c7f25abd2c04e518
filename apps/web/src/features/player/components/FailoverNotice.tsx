import { useTranslation } from 'react-i18next';
import { originScraperId } from '../failover.ts';
import { PlayerNotice } from './PlayerNotice.tsx';
import { useSourceName } from './source-name.ts';
import { usePlayer, usePlayerState } from '../player-context.tsx';

/** Long enough to read the sentence; the viewer can close it sooner. */
export const FAILOVER_NOTICE_MS = 10_000;

/** Says that the stream failed and which one plays now, from the same point. */
export function FailoverNotice() {
  const player = usePlayer();
  const { t } = useTranslation('player');
  const notice = usePlayerState((s) => s.failoverNotice);
  const progress = usePlayerState((s) => s.scrapeProgress);
  const runner = usePlayerState((s) => s.scrapeContext?.runner);
  const nameOf = useSourceName(runner?.scraperName);

  if (!notice) return null;
  const { from, to } = notice;
  const sameSource =
    from.origin.sourceId === to.origin.sourceId &&
    from.origin.embedItemId === to.origin.embedItemId;
  const name = (label: typeof from) => {
    const id = originScraperId(progress, label.origin);
    return nameOf(id);
  };
  const text = sameSource
    ? t('failover.switchedStream', {
        from: t(`failover.streamType.${from.type}`),
        to: t(`failover.streamType.${to.type}`),
      })
    : t('failover.switchedSource', { from: name(from), to: name(to) });

  return (
    <PlayerNotice
      subject={notice}
      closeAfterMs={FAILOVER_NOTICE_MS}
      onClose={player.dismissFailoverNotice}
      closeLabel={t('failover.dismiss')}
      role="status"
      data-testid="failover-notice"
      className="start-4 w-[min(24rem,calc(100%-2rem))]"
    >
      {text}
    </PlayerNotice>
  );
}
