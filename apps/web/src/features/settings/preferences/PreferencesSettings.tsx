import { useTranslation } from 'react-i18next';
import { appConfig } from '../../../shared/config.ts';
import { PreferenceToggle } from '../PreferenceToggle.tsx';
import { SettingsCard, SettingsSection } from '../SettingsSection.tsx';
import { LanguageSetting } from './LanguageSetting.tsx';
import type { SourceEntry } from './source-order.ts';
import { SourceOrderSetting } from './SourceOrderSetting.tsx';

/** What the autoplay switches can promise, by the operator's autoplay flag. */
const autoplayTexts = {
  allowed: { autoplay: 'preferences.autoplay.descriptionAllowed', skipCredits: null },
  unset: { autoplay: 'preferences.autoplay.description', skipCredits: null },
  off: {
    autoplay: 'preferences.autoplay.descriptionOff',
    skipCredits: 'preferences.skipCredits.descriptionOff',
  },
} as const;

export function PreferencesSettings({ sources }: { sources: readonly SourceEntry[] }) {
  const { t } = useTranslation('settings');
  const texts = autoplayTexts[appConfig.autoplay];
  return (
    <SettingsSection id="preferences" title={t('sections.preferences')}>
      <SettingsCard>
        <div className="divide-y divide-white/5">
          <LanguageSetting />
          <PreferenceToggle preference="enableThumbnails" textKey="preferences.thumbnails" />
          <PreferenceToggle
            preference="enableAutoplay"
            textKey="preferences.autoplay"
            description={t(texts.autoplay)}
          />
          <PreferenceToggle
            preference="enableSkipCredits"
            textKey="preferences.skipCredits"
            description={texts.skipCredits ? t(texts.skipCredits) : undefined}
          />
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
