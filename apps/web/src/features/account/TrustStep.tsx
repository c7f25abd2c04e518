import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBackendMeta } from '../../shared/hooks/useBackendMeta.ts';
import { useBackendUrl } from '../../shared/clients/useBackendUrl.ts';
import { AccountCard } from './AccountCard.tsx';
import { CaptchaWidget } from './CaptchaWidget.tsx';
import { StepIndicator } from './StepIndicator.tsx';
import { Button } from '../../shared/ui/Button.tsx';

export interface TrustStepProps {
  onBack: () => void;
  /** The reCAPTCHA site key when the server asks for the human check. */
  onNext: (captchaSiteKey: string | undefined) => void;
}

export function TrustStep({ onBack, onNext }: TrustStepProps) {
  const { t } = useTranslation('account');
  const backendUrl = useBackendUrl();
  const meta = useBackendMeta();
  const [captchaReady, setCaptchaReady] = useState(false);
  // The human check is optional: without a site key there is no check to run, so the script never loads.
  const captchaKey = meta.data?.hasCaptcha ? meta.data.captchaClientKey : undefined;
  const waitingForCaptcha = captchaKey !== undefined && !captchaReady;
  const host = backendUrl === '' ? window.location.host : backendUrl;

  return (
    <AccountCard
      header={<StepIndicator current="trust" />}
      title={t('trust.title')}
      description={t('trust.description')}
    >
      <div
        aria-busy={meta.isPending}
        className="flex flex-col gap-1 rounded-xl border border-white/10 bg-background p-4"
      >
        {meta.isPending ? (
          <p role="status" className="text-text-dim">
            {t('trust.loading')}
          </p>
        ) : (
          <>
            <p className="text-lg font-semibold text-text">
              {meta.data?.name || t('trust.unknown')}
            </p>
            <p className="text-sm text-text-dim">
              {meta.data?.description || t('trust.noDescription')}
            </p>
            <p dir="ltr" className="text-start font-mono text-xs text-text-dim">
              {host}
            </p>
          </>
        )}
      </div>
      {captchaKey !== undefined && <CaptchaWidget siteKey={captchaKey} onReady={setCaptchaReady} />}
      <div className="flex flex-wrap justify-between gap-3">
        <Button variant="secondary" shape="pill" size="xl" onClick={onBack}>
          {t('trust.no')}
        </Button>
        <Button
          shape="pill"
          size="xl"
          disabled={meta.isPending || waitingForCaptcha}
          onClick={() => onNext(captchaKey)}
        >
          {t('trust.yes')}
        </Button>
      </div>
    </AccountCard>
  );
}
