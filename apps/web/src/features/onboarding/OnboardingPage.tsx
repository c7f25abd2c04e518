import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { ChoiceCard } from './ChoiceCard.tsx';
import { MoreInfo } from './MoreInfo.tsx';
import { OnboardingLayout } from './OnboardingLayout.tsx';
import { useCompleteOnboarding } from './hooks/useCompleteOnboarding.ts';
import { usePageTitle } from '../../shared/hooks/usePageTitle.ts';
import { useAuthStore } from '../../shared/stores/auth.ts';

/** Extension, own proxy, or (without a proxy yet) the default. */
export function OnboardingPage() {
  const { t } = useTranslation('onboarding');
  usePageTitle(t('pageTitle'));
  const { search } = useLocation();
  const hasProxy = useAuthStore((s) => (s.proxySet?.length ?? 0) > 0);
  const complete = useCompleteOnboarding();
  return (
    <OnboardingLayout step={1} title={t('start.title')} intro={<p>{t('start.intro')}</p>}>
      <ul className="grid gap-4 sm:grid-cols-2">
        <li>
          <ChoiceCard
            to={`/onboarding/extension${search}`}
            badge={t('start.extension.badge')}
            title={t('start.extension.title')}
            text={t('start.extension.text')}
            action={t('start.extension.action')}
          />
        </li>
        <li>
          <ChoiceCard
            to={`/onboarding/proxy${search}`}
            badge={t('start.proxy.badge')}
            title={t('start.proxy.title')}
            text={t('start.proxy.text')}
            action={t('start.proxy.action')}
          />
        </li>
      </ul>
      {hasProxy ? null : (
        <div className="mt-8 rounded-2xl border border-white/10 p-6 text-center">
          <h2 className="font-semibold">{t('start.default.title')}</h2>
          <p className="mt-1 text-sm text-text-dim">{t('start.default.text')}</p>
          <button
            type="button"
            onClick={complete}
            className="mt-4 rounded-lg px-4 py-2 font-medium text-accent-text underline-offset-4 hover:underline"
          >
            {t('start.default.action')}
          </button>
        </div>
      )}
      <MoreInfo />
    </OnboardingLayout>
  );
}
