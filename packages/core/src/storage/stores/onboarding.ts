import { defineVersionedStore } from '../versioned-store.ts';
import { isRecord } from './guards.ts';

export interface OnboardingStoreData {
  completed: boolean;
}

export const onboardingStore = defineVersionedStore<OnboardingStoreData>({
  key: '__MW::onboarding',
  versions: [{ version: 0, create: () => ({ completed: false }) }],
  isValid: (state) => isRecord(state) && typeof state.completed === 'boolean',
});
