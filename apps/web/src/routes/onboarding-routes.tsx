import type { RouteObject } from 'react-router';
import { withNamespaces } from '../i18n.ts';

/** The onboarding area's routes; pages load on demand. */
export const onboardingRoutes: RouteObject[] = [
  {
    path: '/onboarding',
    lazy: () =>
      withNamespaces(import('../pages/onboarding/OnboardingPage.tsx'), ['onboarding']).then(
        (m) => ({
          Component: m.OnboardingPage,
        }),
      ),
  },
  {
    path: '/onboarding/extension',
    lazy: () =>
      withNamespaces(import('../pages/onboarding/OnboardingExtensionPage.tsx'), [
        'onboarding',
      ]).then((m) => ({
        Component: m.OnboardingExtensionPage,
      })),
  },
  {
    path: '/onboarding/proxy',
    lazy: () =>
      withNamespaces(import('../pages/onboarding/OnboardingProxyPage.tsx'), ['onboarding']).then(
        (m) => ({
          Component: m.OnboardingProxyPage,
        }),
      ),
  },
];
