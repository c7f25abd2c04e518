import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function Logo() {
  const { t } = useTranslation('layout');
  return (
    <Link
      to="/"
      className="flex items-center gap-2 rounded-lg font-semibold tracking-tight text-text"
      aria-label={t('homeLink')}
    >
      <svg viewBox="0 0 64 64" className="h-8 w-8" aria-hidden="true">
        <rect width="64" height="64" rx="14" fill="#7c3aed" />
        <path d="M24 18l24 14-24 14z" fill="#fff" />
      </svg>
      <span className="text-lg">Screenroom</span>
    </Link>
  );
}
