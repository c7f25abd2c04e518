import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadRecaptcha } from './recaptcha.ts';

export interface CaptchaWidgetProps {
  siteKey: string;
  onReady: (ready: boolean) => void;
}

/**
 * reCAPTCHA v3 is invisible: nothing to solve here. The script loads now so that the token asked
 * for at "Create account" comes quickly, and the viewer learns that Google is involved.
 */
export function CaptchaWidget({ siteKey, onReady }: CaptchaWidgetProps) {
  const { t } = useTranslation('account');
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const onReadyRef = useRef(onReady);
  onReadyRef.current = onReady;

  useEffect(() => {
    let cancelled = false;
    setState('loading');
    onReadyRef.current(false);
    loadRecaptcha(siteKey).then(
      () => {
        if (cancelled) return;
        setState('ready');
        onReadyRef.current(true);
      },
      () => !cancelled && setState('failed'),
    );
    return () => {
      cancelled = true;
    };
  }, [siteKey]);

  return (
    <div role="group" aria-label={t('trust.captchaLabel')} className="flex flex-col gap-2">
      <p className="text-xs text-text-dim">{t('trust.captchaNotice')}</p>
      {state === 'loading' && (
        <p role="status" className="text-sm text-text-dim">
          {t('trust.captchaLoading')}
        </p>
      )}
      {state === 'failed' && (
        <p role="alert" className="text-sm text-red-300">
          {t('trust.captchaFailed')}
        </p>
      )}
    </div>
  );
}
