import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { player } from '../../player/controller/player-controller.ts';
import { originScraperId } from '../../player/failover.ts';
import { usePlayerStore } from '../../player/store/player-store.ts';

/** Long enough to read the sentence; the viewer can close it sooner. */
export const FAILOVER_NOTICE_MS = 10_000;

/** Says that the stream failed and which one plays now, from the same point. */
export function FailoverNotice() {
  const { t } = useTranslation('player');
  const notice = usePlayerStore((s) => s.failoverNotice);
  const progress = usePlayerStore((s) => s.scrapeProgress);
  const runner = usePlayerStore((s) => s.scrapeContext?.runner);

  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(player.dismissFailoverNotice, FAILOVER_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [notice]);

  if (!notice) return null;
  const { from, to } = notice;
  const sameSource =
    from.origin.sourceId === to.origin.sourceId &&
    from.origin.embedItemId === to.origin.embedItemId;
  const name = (label: typeof from) => {
    const id = originScraperId(progress, label.origin);
    return runner?.scraperName(id) ?? id;
  };
  const text = sameSource
    ? t('failover.switchedStream', {
        from: t(`failover.streamType.${from.type}`),
        to: t(`failover.streamType.${to.type}`),
      })
    : t('failover.switchedSource', { from: name(from), to: name(to) });

  return (
    <div
      role="status"
      data-testid="failover-notice"
      className="absolute start-4 top-20 z-30 flex w-[min(24rem,calc(100%-2rem))] items-start gap-3 rounded-xl bg-surface/95 p-3 text-sm text-text shadow-xl"
    >
      <p className="flex-1">{text}</p>
      <button
        type="button"
        onClick={player.dismissFailoverNotice}
        className="rounded-full px-2 py-0.5 font-medium hover:bg-white/10"
      >
        {t('failover.dismiss')}
      </button>
    </div>
  );
}
