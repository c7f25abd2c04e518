import { COPIED_NOTICE_MS } from '@screenroom/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePlayerStore } from '../../player/store/player-store.ts';
import { formatTime } from '../../player/time-format.ts';
import { linkAtTime } from '../../player/time-param.ts';

type Notice = 'copied' | 'failed' | null;

/**
 * A settings line that copies the link to this title at the current time (the `t` parameter),
 * then says so for two seconds. Shown only for a title: a test stream has no link to share.
 */
export function CopyTimeLinkLine() {
  const { t } = useTranslation('player');
  const hasTitle = usePlayerStore((s) => s.meta !== null);
  const time = usePlayerStore((s) => s.progress.time);
  const [notice, setNotice] = useState<Notice>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  if (!hasTitle) return null;

  const show = (next: Notice) => {
    setNotice(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setNotice(null), COPIED_NOTICE_MS);
  };
  const copy = async () => {
    const link = linkAtTime(window.location.href, usePlayerStore.getState().progress.time);
    try {
      await navigator.clipboard.writeText(link);
      show('copied');
    } catch {
      // No clipboard without a secure page or the viewer's permission.
      show('failed');
    }
  };

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
