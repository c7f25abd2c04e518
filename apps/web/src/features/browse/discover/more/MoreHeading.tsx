import { useTranslation } from 'react-i18next';

/** The page heading; a placeholder bar while the genre, service or source name loads. */
export function MoreHeading({ title }: { title: string | undefined }) {
  const { t } = useTranslation('discoverMore');
  return (
    <h1 className="mt-6 text-3xl font-bold sm:text-4xl">
      {title ?? (
        <>
          <span className="sr-only">{t('loadingTitle')}</span>
          <span
            aria-hidden="true"
            className="inline-block h-9 w-64 max-w-full animate-pulse rounded-lg bg-surface-raised align-middle"
          />
        </>
      )}
    </h1>
  );
}
