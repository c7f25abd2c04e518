import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../shared/ui/Button.tsx';
import { buttonClass } from '../../../shared/ui/button-class.ts';

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
      <Link to={back?.to ?? '/'} className={buttonClass({ variant: 'secondary' })}>
        {back?.label ?? t('scraping.goHome')}
      </Link>
      <Button onClick={() => window.location.reload()}>{t('scraping.reload')}</Button>
    </div>
  );
}
