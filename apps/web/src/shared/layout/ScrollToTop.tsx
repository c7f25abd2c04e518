import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { prefersReducedMotion } from '../a11y/reduced-motion.ts';

/** The pill appears after 300 px of scrolling. */
export const SCROLL_TO_TOP_AFTER_PX = 300;

export function ScrollToTop() {
  const { t } = useTranslation('layout');
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const update = () => setVisible(window.scrollY > SCROLL_TO_TOP_AFTER_PX);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  if (!visible) return null;
  return (
    <button
      type="button"
      onClick={() => {
        window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
      }}
      className="fixed bottom-6 start-1/2 z-40 flex -translate-x-1/2 items-center gap-2 rounded-full bg-surface-raised/95 px-4 py-2 text-sm font-medium text-text shadow-lg shadow-black/40 backdrop-blur hover:bg-accent-strong rtl:translate-x-1/2"
    >
      <svg viewBox="0 0 20 20" className="h-4 w-4" aria-hidden="true">
        <path d="M5 12l5-5 5 5" fill="none" stroke="currentColor" strokeWidth="2" />
      </svg>
      {t('scrollToTop')}
    </button>
  );
}
