import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSubtitleStore } from '../../../../shared/stores/subtitles.ts';
import { SettingsToggle } from '../../../../shared/ui/SettingsToggle.tsx';
import { ResetStylingButton } from '../../../../shared/subtitle-style/ResetStylingButton.tsx';
import { SubtitleStyleControls } from '../../../../shared/subtitle-style/SubtitleStyleControls.tsx';
import { CaptionDelaySetting } from './CaptionDelaySetting.tsx';

/** Delay and styling, changed while watching: the captions on screen follow at once. */
export function CaptionSettingsMenu() {
  const { t } = useTranslation('player');
  const overrideCasing = useSubtitleStore((s) => s.overrideCasing);
  const setOverrideCasing = useSubtitleStore((s) => s.setOverrideCasing);
  const casingId = useId();

  return (
    <div className="flex flex-col gap-5 px-2 pb-2">
      <CaptionDelaySetting />
      <SubtitleStyleControls
        togglesClassName="-my-4"
        extraToggles={
          <SettingsToggle
            id={casingId}
            label={t('captions.overrideCasing')}
            description={t('captions.overrideCasingHint')}
            checked={overrideCasing}
            onChange={setOverrideCasing}
          />
        }
      />
      <ResetStylingButton className="self-start" />
    </div>
  );
}
