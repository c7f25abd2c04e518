import { useTranslation } from 'react-i18next';
import { PreferenceToggle } from '../PreferenceToggle.tsx';
import { SettingsCard, SettingsSection } from '../SettingsSection.tsx';
import { LanguageSetting } from './LanguageSetting.tsx';
import type { SourceEntry } from './source-order.ts';
import { SourceOrderSetting } from './SourceOrderSetting.tsx';

export function PreferencesSettings({ sources }: { sources: readonly SourceEntry[] }) {
  const { t } = useTranslation('settings');
  return (
    <SettingsSection id="preferences" title={t('sections.preferences')}>
      <SettingsCard>
        <div className="divide-y divide-white/5">
          <LanguageSetting />
          <PreferenceToggle preference="enableThumbnails" textKey="preferences.thumbnails" />
          <PreferenceToggle preference="enableAutoplay" textKey="preferences.autoplay" />
          <PreferenceToggle preference="enableSkipCredits" textKey="preferences.skipCredits" />
          <PreferenceToggle
            preference="enableLowPerformanceMode"
            textKey="preferences.lowPerformance"
          />
        </div>
      </SettingsCard>
      <SourceOrderSetting sources={sources} />
    </SettingsSection>
  );
}
