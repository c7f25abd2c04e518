import { useTranslation } from 'react-i18next';

export const registerSteps = ['passphrase', 'verify', 'trust', 'account'] as const;
export type RegisterStep = (typeof registerSteps)[number];

export function StepIndicator({ current }: { current: RegisterStep }) {
  const { t } = useTranslation('account');
  const index = registerSteps.indexOf(current);
  return (
    <div className="flex flex-col gap-2">
      <p className="text-xs font-semibold tracking-wide text-text-dim uppercase">
        {t('register.progress', { current: index + 1, total: registerSteps.length })}
      </p>
      <ol className="flex gap-2" aria-label={t('register.pageTitle')}>
        {registerSteps.map((step, i) => (
          <li
            key={step}
            aria-current={i === index ? 'step' : undefined}
            className="flex flex-1 flex-col gap-1.5"
          >
            <span
              aria-hidden="true"
              className={`h-1.5 rounded-full ${i <= index ? 'bg-accent' : 'bg-surface-raised'}`}
            />
            <span className={`text-xs ${i === index ? 'text-text' : 'text-text-dim'}`}>
              {t(`register.steps.${step}`)}
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}
