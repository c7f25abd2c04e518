import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export type BackTarget = { to: string; label: string };

/**
 * The way out of a player screen that cannot play: back where the viewer came from (home unless
 * the page that opened the player named another place), or try the page again.
 */
export function BackAndReloadButtons({
  back,
  className = 'flex flex-wrap justify-center gap-3',
}: {
  back?: BackTarget | undefined;
  className?: string;
}) {
  const { t } = useTranslation('player');
  return (
    <div className={className}>
      <Link to={back?.to ?? '/'} className="rounded-lg bg-surface-raised px-4 py-2 font-medium">
        {back?.label ?? t('scraping.goHome')}
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
