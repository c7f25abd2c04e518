import { useTranslation } from 'react-i18next';

/** The connection setup's two-step progress. */
export function StepIndicator({ current }: { current: 1 | 2 }) {
  const { t } = useTranslation('onboarding');
  return (
    <div className="mb-6 flex flex-col items-center gap-2">
      <p className="text-sm text-text-dim">{t('steps.label', { current, total: 2 })}</p>
      <ol className="flex gap-2" aria-hidden="true">
        {[1, 2].map((step) => (
          <li
            key={step}
            className={`h-1.5 w-10 rounded-full ${step <= current ? 'bg-accent' : 'bg-surface-raised'}`}
          />
        ))}
      </ol>
    </div>
  );
}
