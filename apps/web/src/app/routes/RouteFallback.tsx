import { useTranslation } from 'react-i18next';

/** Shown while a redirect resolves or a page's code loads on the first visit. */
export function RouteFallback() {
  const { t } = useTranslation('layout');
  return (
    <div
      role="status"
      className="flex min-h-screen items-center justify-center gap-3 text-text-dim"
    >
      <span
        aria-hidden="true"
        className="h-5 w-5 animate-spin rounded-full border-2 border-accent border-t-transparent motion-reduce:animate-none"
      />
      {t('redirecting')}
    </div>
  );
}
