import { useTranslation } from 'react-i18next';
import { useCopyNotice } from '../../../shared/hooks/useCopyNotice.ts';
import { formatTime } from '../time-format.ts';
import { linkAtTime } from '../../../shared/routing/time-param.ts';
import { usePlayer, usePlayerState } from '../player-context.tsx';

/**
 * A settings line that copies the link to this title at the current time (the `t` parameter),
 * then says so for two seconds. Shown only for a title: a test stream has no link to share.
 */
export function CopyTimeLinkLine() {
  const player = usePlayer();
  const { t } = useTranslation('player');
  const hasTitle = usePlayerState((s) => s.meta !== null);
  const time = usePlayerState((s) => s.progress.time);
  const { notice, copy: copyText } = useCopyNotice();

  if (!hasTitle) return null;

  const copy = () =>
    copyText(linkAtTime(window.location.href, player.store.getState().progress.time));

  return (
    <button
      type="button"
      data-testid="copy-time-link"
      onClick={() => void copy()}
      className="flex w-full items-center justify-between gap-3 rounded-lg px-3 py-3 text-start hover:bg-white/10"
    >
      <span className="font-medium">{t('shareLink.copy')}</span>
      <span aria-live="polite" className="text-sm text-text-dim tabular-nums">
        {notice === 'copied'
          ? t('shareLink.copied')
          : notice === 'failed'
            ? t('shareLink.failed')
            : formatTime(time)}
      </span>
    </button>
  );
}
