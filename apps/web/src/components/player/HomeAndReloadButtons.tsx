import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The way out of a player screen that cannot play: back home, or try the page again. */
export function HomeAndReloadButtons({ className = 'flex gap-3' }: { className?: string }) {
  const { t } = useTranslation('player');
  return (
    <div className={className}>
      <Link to="/" className="rounded-lg bg-surface-raised px-4 py-2 font-medium">
        {t('scraping.goHome')}
      </Link>
      <button
        type="button"
        onClick={() => window.location.reload()}
        className="rounded-lg bg-accent px-4 py-2 font-medium text-white"
      >
        {t('scraping.reload')}
      </button>
    </div>
  );
}
