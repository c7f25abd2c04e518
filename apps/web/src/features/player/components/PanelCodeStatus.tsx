import { useTranslation } from 'react-i18next';

/**
 * What an overlay panel shows in place of its content while that content's code downloads, or
 * once the download failed (the next opening asks again).
 */
export function PanelCodeStatus({ failed }: { failed: boolean }) {
  const { t } = useTranslation('player');
  if (failed) {
    return (
      <p role="alert" className="px-1 py-4 text-sm text-white/80">
        {t('panel.loadFailed')}
      </p>
    );
  }
  return (
    <div role="status" aria-label={t('panel.loading')} className="flex justify-center py-8">
      <span className="h-6 w-6 animate-spin rounded-full border-2 border-white/20 border-t-accent" />
    </div>
  );
}
