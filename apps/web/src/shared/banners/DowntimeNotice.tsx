import { useTranslation } from 'react-i18next';
import { Banner } from './Banner.tsx';

/** The maintenance notice exists but is switched off. */
export const DOWNTIME_NOTICE_ENABLED = false;

export function DowntimeNotice({ enabled = DOWNTIME_NOTICE_ENABLED }: { enabled?: boolean }) {
  const { t } = useTranslation('layout');
  if (!enabled) return null;
  return <Banner id="downtime">{t('banners.downtime')}</Banner>;
}
