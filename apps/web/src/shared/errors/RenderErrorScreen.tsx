import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../hooks/usePageTitle.ts';
import { errorStack, errorText, firstStackLines } from './error-details.ts';
import { ErrorDetailsCard } from './ErrorDetailsCard.tsx';
import { Button } from '../ui/Button.tsx';

/** The crash screen: title, error text, reload and show-details (with the error's stack). */
export function RenderErrorScreen({ error }: { error: unknown }) {
  const { t } = useTranslation('layout');
  usePageTitle(t('errors.title'));
  const [showDetails, setShowDetails] = useState(false);
  return (
    <main
      role="alert"
      className="flex min-h-screen flex-col items-center justify-center gap-5 p-6 text-center"
    >
      <h1 className="text-2xl font-semibold sm:text-3xl">{t('errors.title')}</h1>
      <p className="max-w-md text-text-dim">{t('errors.text')}</p>
      {/* The error's own words are rarely in the page's language, so they keep their direction. */}
      <p
        dir="auto"
        data-testid="render-error-text"
        className="max-w-xl break-words rounded-lg bg-surface px-4 py-2 font-mono text-sm text-text"
      >
        {errorText(error)}
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button onClick={() => window.location.reload()}>{t('errors.reload')}</Button>
        <Button
          variant="secondary"
          aria-expanded={showDetails}
          onClick={() => setShowDetails((v) => !v)}
        >
          {showDetails ? t('errors.hideDetails') : t('errors.showDetails')}
        </Button>
      </div>
      {showDetails && (
        <ErrorDetailsCard
          error={error}
          stackLines={firstStackLines(errorStack(error))}
          onClose={() => setShowDetails(false)}
        />
      )}
    </main>
  );
}
