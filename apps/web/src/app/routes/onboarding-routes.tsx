import type { RouteObject } from 'react-router';
import { withNamespaces } from '../../shared/i18n/i18n.ts';

/** The onboarding area's routes; pages load on demand. */
export const onboardingRoutes: RouteObject[] = [
  {
    path: '/onboarding',
    lazy: () =>
      withNamespaces(import('../../features/onboarding/OnboardingPage.tsx'), ['onboarding']).then(
        (m) => ({
          Component: m.OnboardingPage,
        }),
      ),
  },
  {
    path: '/onboarding/extension',
    lazy: () =>
      withNamespaces(import('../../features/onboarding/OnboardingExtensionPage.tsx'), [
        'onboarding',
      ]).then((m) => ({
        Component: m.OnboardingExtensionPage,
      })),
  },
  {
    path: '/onboarding/proxy',
    lazy: () =>
      withNamespaces(import('../../features/onboarding/OnboardingProxyPage.tsx'), [
        'onboarding',
      ]).then((m) => ({
        Component: m.OnboardingProxyPage,
      })),
  },
];
