import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConnectivityStore } from '../stores/connectivity.ts';
import { Banner } from './Banner.tsx';

export const OFFLINE_BANNER_ID = 'offline';
/** The dismissal is kept for the session, so a reload keeps it closed. */
export const OFFLINE_DISMISSED_KEY = '__MW::offline-banner-dismissed';

function readDismissed(): boolean {
  try {
    return sessionStorage.getItem(OFFLINE_DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

function rememberDismissed() {
  try {
    sessionStorage.setItem(OFFLINE_DISMISSED_KEY, '1');
  } catch {
    // Without session storage the dismissal still lasts while the page is open.
  }
}

export function OfflineBanner() {
  const { t } = useTranslation('layout');
  const isOnline = useConnectivityStore((s) => s.isOnline);
  const [dismissed, setDismissed] = useState(readDismissed);
  if (isOnline || dismissed) return null;
  return (
    <Banner
      id={OFFLINE_BANNER_ID}
      tone="warning"
      onDismiss={() => {
        rememberDismissed();
        setDismissed(true);
      }}
    >
      {t('banners.offline')}
    </Banner>
  );
}
