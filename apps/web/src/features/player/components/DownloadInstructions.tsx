import { useTranslation } from 'react-i18next';
import type { TranslationKey } from '../../../shared/i18n/translation-keys.ts';
import { Button } from '../../../shared/ui/Button.tsx';
import { usePlayer } from '../player-context.tsx';

export type DownloadPlatform = 'ios' | 'android' | 'pc';

/** Steps per platform, in the order the viewer takes them; the texts live in the locale files. */
const STEPS = {
  ios: [
    'download.steps.ios.tap',
    'download.steps.ios.confirm',
    'download.steps.ios.files',
    'download.steps.ios.fallback',
  ],
  android: [
    'download.steps.android.tap',
    'download.steps.android.notification',
    'download.steps.android.files',
    'download.steps.android.fallback',
  ],
  pc: [
    'download.steps.pc.click',
    'download.steps.pc.folder',
    'download.steps.pc.play',
    'download.steps.pc.fallback',
  ],
} as const satisfies Record<DownloadPlatform, readonly TranslationKey<'player'>[]>;

/** How to save the file on one kind of device, with the way back to the download itself. */
export function DownloadInstructions({ platform }: { platform: DownloadPlatform }) {
  const player = usePlayer();
  const { t } = useTranslation('player');
  return (
    <div className="flex flex-col gap-3 px-3 pb-2">
      <ol className="flex list-decimal flex-col gap-2 ps-5 text-sm">
        {STEPS[platform].map((step) => (
          <li key={step}>{t(step)}</li>
        ))}
      </ol>
      <Button
        variant="secondary"
        className="self-start text-sm"
        onClick={() => player.openSettings('/download')}
      >
        {t('download.backToDownload')}
      </Button>
    </div>
  );
}

export const IosDownloadInstructions = () => <DownloadInstructions platform="ios" />;
export const AndroidDownloadInstructions = () => <DownloadInstructions platform="android" />;
export const PcDownloadInstructions = () => <DownloadInstructions platform="pc" />;
