import type { ExtensionInfo } from '@screenroom/core';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../shared/ui/button-class.ts';

type Available = Extract<ExtensionInfo, { available: true }>;

/** The command an operator runs so the extension answers pages at `origin` out of the box. */
export function buildCommand(origin: string): string {
  return `SCREENROOM_EXTENSION_ORIGINS=${origin} npm run build -w apps/extension`;
}

/**
 * The server's own build of the extension as a zip, with the steps that load it in a
 * Chromium-based browser, and which addresses the build answers.
 */
export function ExtensionDownload({ info, origin }: { info: Available; origin: string }) {
  const { t } = useTranslation('onboarding');
  const allowed = info.origins.includes(origin);
  return (
    <div className="space-y-4">
      <a href={info.downloadUrl} download={info.fileName} className={buttonClass({ size: 'lg' })}>
        {t('extension.download.action', { version: info.version })}
      </a>
      <ol className="list-decimal space-y-2 ps-6 text-sm text-text-dim">
        <li>{t('extension.download.steps.unzip', { fileName: info.fileName })}</li>
        <li>{t('extension.download.steps.developerMode')}</li>
        <li>{t('extension.download.steps.loadUnpacked')}</li>
        <li>{t('extension.download.steps.return')}</li>
      </ol>
      <div className="space-y-2 text-sm text-text-dim">
        <p>{t('extension.download.origins', { origins: info.origins.join(', ') })}</p>
        {allowed ? (
          <p>{t('extension.download.thisOriginAllowed')}</p>
        ) : (
          <>
            <p>{t('extension.download.thisOriginMissing', { origin })}</p>
            <p>{t('extension.download.operator')}</p>
            <pre
              dir="ltr"
              className="rounded-lg bg-surface-raised p-3 text-xs break-all whitespace-pre-wrap text-text"
            >
              <code>{buildCommand(origin)}</code>
            </pre>
          </>
        )}
      </div>
    </div>
  );
}
