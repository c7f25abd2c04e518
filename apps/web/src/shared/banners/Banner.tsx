import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useBannerStore } from '../stores/banner.ts';

/**
 * One strip at the top of the page. It reports its height to the banner store so fixed layers
 * (the player's controls) can move below it; an ignored id never shows again.
 */
export function Banner({
  id,
  tone = 'info',
  children,
  onDismiss,
}: {
  id: string;
  tone?: 'info' | 'warning';
  children: ReactNode;
  onDismiss?: () => void;
}) {
  const { t } = useTranslation('layout');
  const ref = useRef<HTMLDivElement>(null);
  const ignored = useBannerStore((s) => s.ignoredBannerIds.includes(id));

  useEffect(() => {
    if (ignored) return;
    const { showBanner, hideBanner, updateHeight } = useBannerStore.getState();
    showBanner(id, ref.current?.offsetHeight ?? 0);
    const element = ref.current;
    const observer =
      element && typeof ResizeObserver !== 'undefined'
        ? new ResizeObserver(() => updateHeight(id, element.offsetHeight))
        : null;
    if (element) observer?.observe(element);
    return () => {
      observer?.disconnect();
      hideBanner(id);
    };
  }, [id, ignored]);

  if (ignored) return null;
  const colours =
    tone === 'warning' ? 'bg-amber-500/15 text-amber-100' : 'bg-accent-strong/25 text-text';
  return (
    <div ref={ref} role="status" className={`relative w-full ${colours}`}>
      <div className="mx-auto flex max-w-7xl items-center justify-center gap-3 px-12 py-2 text-center text-sm">
        {children}
      </div>
      {onDismiss && (
        <button
          type="button"
          // The owner decides how long a dismissal lasts (the offline banner, for the session) and
          // unmounts the banner, which takes it off the store; ignoring for good is ignoreBanner.
          onClick={onDismiss}
          aria-label={t('banners.dismiss')}
          className="absolute end-2 top-1/2 flex h-8 w-8 -translate-y-1/2 items-center justify-center rounded-full hover:bg-white/10"
        >
          <svg viewBox="0 0 20 20" className="h-4 w-4" aria-hidden="true">
            <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="2" />
          </svg>
        </button>
      )}
    </div>
  );
}
