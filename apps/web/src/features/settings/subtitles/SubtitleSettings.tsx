import { useTranslation } from 'react-i18next';
import { SettingsCard, SettingsSection } from '../SettingsSection.tsx';
import { CaptionPreview } from './CaptionPreview.tsx';
import { ResetStylingButton } from '../../../shared/subtitle-style/ResetStylingButton.tsx';
import { SubtitleStyleControls } from '../../../shared/subtitle-style/SubtitleStyleControls.tsx';

export function SubtitleSettings() {
  const { t } = useTranslation('settings');

  return (
    <SettingsSection id="subtitles" title={t('sections.subtitles')}>
      <SettingsCard>
        <div className="grid gap-6 md:grid-cols-2">
          <div className="space-y-5">
            <SubtitleStyleControls boldId="subtitle-bold" />
          </div>
          <div className="space-y-4">
            <div className="md:sticky md:top-24">
              <CaptionPreview />
              <ResetStylingButton className="mt-4" />
            </div>
          </div>
        </div>
      </SettingsCard>
    </SettingsSection>
  );
}
