import { useTranslation } from 'react-i18next';

export function MoreRetryButton({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('discoverMore');
  return (
    <button
      type="button"
      onClick={onRetry}
      className="rounded-full bg-accent px-5 py-2 font-medium text-white transition hover:bg-accent-strong"
    >
      {t('retry')}
    </button>
  );
}
