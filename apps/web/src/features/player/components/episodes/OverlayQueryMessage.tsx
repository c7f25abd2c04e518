import { useTranslation } from 'react-i18next';
import { OverlayMessage } from './OverlayMessage.tsx';

/** What an episodes overlay list shows while its data loads, or when loading it failed. */
export function OverlayQueryMessage({
  query,
}: {
  query: { isPending: boolean; refetch: () => Promise<unknown> };
}) {
  const { t } = useTranslation('player');
  if (query.isPending) {
    return <OverlayMessage kind="loading">{t('episodes.loadingList')}</OverlayMessage>;
  }
  return (
    <OverlayMessage kind="error" onRetry={() => void query.refetch()}>
      {t('episodes.loadingError')}
    </OverlayMessage>
  );
}
