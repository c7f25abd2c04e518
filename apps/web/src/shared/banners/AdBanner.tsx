import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { appConfig } from '../config.ts';
import { adDismissalCookie, isAdDismissed } from './ad-dismissal.ts';

/** Up to two ad slots, only when configuration turns them on. */
export function AdBanner({
  enabled = appConfig.showAd,
  urls = appConfig.adContentUrls,
}: {
  enabled?: boolean;
  urls?: readonly string[];
}) {
  const { t } = useTranslation('layout');
  const [dismissed, setDismissed] = useState(() => isAdDismissed(document.cookie));
  const slots = urls.slice(0, 2);
  if (!enabled || dismissed || slots.length === 0) return null;
  return (
    <aside
      aria-label={t('banners.ad')}
      className="relative mx-auto my-6 flex max-w-4xl flex-wrap justify-center gap-4 rounded-xl border border-white/5 bg-surface/60 p-3 pe-12"
    >
      <span className="absolute start-3 top-1 text-[10px] uppercase tracking-wide text-text-dim">
        {t('banners.ad')}
      </span>
      {slots.map((url, index) => (
        <iframe
          key={url}
          src={url}
          title={t('banners.adSlot', { slot: index + 1 })}
          sandbox="allow-scripts allow-popups allow-popups-to-escape-sandbox"
          loading="lazy"
          className="mt-3 h-[90px] w-full max-w-[728px] rounded-lg border-0"
        />
      ))}
      <button
        type="button"
        aria-label={t('banners.dismiss')}
        onClick={() => {
          document.cookie = adDismissalCookie();
          setDismissed(true);
        }}
        className="absolute end-2 top-2 flex h-8 w-8 items-center justify-center rounded-full hover:bg-white/10"
      >
        <svg viewBox="0 0 20 20" className="h-4 w-4" aria-hidden="true">
          <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="2" />
        </svg>
      </button>
    </aside>
  );
}
