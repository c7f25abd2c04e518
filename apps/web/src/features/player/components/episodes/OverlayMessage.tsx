import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../shared/ui/Button.tsx';

/** Loading, error and empty states of the episodes overlay's lists. */
export function OverlayMessage({
  kind,
  children,
  onRetry,
}: {
  kind: 'loading' | 'error' | 'empty';
  children: ReactNode;
  onRetry?: () => void;
}) {
  const { t } = useTranslation('player');
  return (
    <div
      role={kind === 'error' ? 'alert' : 'status'}
      className="flex flex-col items-center gap-3 px-4 py-10 text-center text-sm text-text-dim"
    >
      {kind === 'loading' ? (
        <span
          aria-hidden="true"
          className="h-8 w-8 animate-spin rounded-full border-4 border-white/15 border-t-accent"
        />
      ) : null}
      <p>{children}</p>
      {onRetry ? (
        <Button variant="subtle" shape="pill" onClick={onRetry}>
          {t('episodes.retry')}
        </Button>
      ) : null}
    </div>
  );
}
