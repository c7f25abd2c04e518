import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Home unless the page that opened the player names another way back, with its own label. */
export function BackLink({ to = '/', label }: { to?: string; label?: string }) {
  const { t } = useTranslation('player');
  return (
    <Link
      to={to}
      aria-label={label ?? t('back')}
      className="flex h-10 w-10 items-center justify-center rounded-full text-white hover:bg-white/15"
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        // The way back points to where reading starts: right in right-to-left languages.
        className="h-6 w-6 fill-none stroke-current rtl:-scale-x-100"
        strokeWidth="2"
      >
        <path d="M15 5l-7 7 7 7" />
      </svg>
    </Link>
  );
}
