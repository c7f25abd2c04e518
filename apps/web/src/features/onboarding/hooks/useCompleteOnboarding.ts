import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useOnboardingStore } from '../../../shared/stores/onboarding.ts';
import { redirectTarget } from '../../../shared/routing/redirect-target.ts';

/** Completion sets the flag and goes to `redirect`, else home. */
export function useCompleteOnboarding(): () => void {
  const navigate = useNavigate();
  const { search } = useLocation();
  const setCompleted = useOnboardingStore((s) => s.setCompleted);
  return useCallback(() => {
    setCompleted(true);
    void navigate(redirectTarget(search));
  }, [navigate, search, setCompleted]);
}
