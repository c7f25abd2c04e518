import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadTurnstile } from './turnstile.ts';

export interface CaptchaWidgetProps {
  siteKey: string;
  onToken: (token: string | null) => void;
}

export function CaptchaWidget({ siteKey, onToken }: CaptchaWidgetProps) {
  const { t } = useTranslation('account');
  const container = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  const onTokenRef = useRef(onToken);
  onTokenRef.current = onToken;

  useEffect(() => {
    let widgetId: string | null = null;
    let cancelled = false;
    loadTurnstile().then(
      (api) => {
        if (cancelled || !container.current) return;
        widgetId = api.render(container.current, {
          sitekey: siteKey,
          theme: 'dark',
          callback: (token) => {
            setFailed(false);
            onTokenRef.current(token);
          },
          'error-callback': () => {
            setFailed(true);
            onTokenRef.current(null);
          },
          'expired-callback': () => onTokenRef.current(null),
        });
      },
      () => !cancelled && setFailed(true),
    );
    return () => {
      cancelled = true;
      if (widgetId !== null) window.turnstile?.remove(widgetId);
    };
  }, [siteKey]);

  return (
    <div role="group" aria-label={t('trust.captchaLabel')} className="flex flex-col gap-2">
      <div ref={container} />
      {failed && (
        <p role="alert" className="text-sm text-red-300">
          {t('trust.captchaFailed')}
        </p>
      )}
    </div>
  );
}
