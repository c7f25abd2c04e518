import type { RouteObject } from 'react-router';

/** The onboarding area's routes; pages load on demand. */
export const onboardingRoutes: RouteObject[] = [
  {
    path: '/onboarding',
    lazy: () =>
      import('../pages/onboarding/OnboardingPage.tsx').then((m) => ({
        Component: m.OnboardingPage,
      })),
  },
  {
    path: '/onboarding/extension',
    lazy: () =>
      import('../pages/onboarding/OnboardingExtensionPage.tsx').then((m) => ({
        Component: m.OnboardingExtensionPage,
      })),
  },
  {
    path: '/onboarding/proxy',
    lazy: () =>
      import('../pages/onboarding/OnboardingProxyPage.tsx').then((m) => ({
        Component: m.OnboardingProxyPage,
      })),
  },
];
