import { useTranslation } from 'react-i18next';
import { PreferenceToggle } from '../PreferenceToggle.tsx';
import { SettingsCard, SettingsSection } from '../SettingsSection.tsx';
import { ThemePicker } from './ThemePicker.tsx';

export function AppearanceSettings() {
  const { t } = useTranslation('settings');
  return (
    <SettingsSection id="appearance" title={t('sections.appearance')}>
      <SettingsCard title={t('appearance.themes')} description={t('appearance.themesHint')}>
        <ThemePicker />
      </SettingsCard>
      <SettingsCard title={t('appearance.layout')}>
        <div className="divide-y divide-white/5">
          <PreferenceToggle preference="enableDiscover" textKey="appearance.discover" />
          <PreferenceToggle preference="enableFeatured" textKey="appearance.featured" />
          <PreferenceToggle preference="enableDetailsModal" textKey="appearance.detailsModal" />
          <PreferenceToggle preference="enableImageLogos" textKey="appearance.imageLogos" />
          <PreferenceToggle preference="enableCarouselView" textKey="appearance.carouselView" />
          <PreferenceToggle
            preference="forceCompactEpisodeView"
            textKey="appearance.compactEpisodes"
          />
        </div>
      </SettingsCard>
    </SettingsSection>
  );
}
