import { useTranslation } from 'react-i18next';
import { Button } from '../../../../shared/ui/Button.tsx';

export function MoreRetryButton({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('discoverMore');
  return (
    <Button shape="pill" onClick={onRetry}>
      {t('retry')}
    </Button>
  );
}
