import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useDiscoverStore } from '../../stores/discover.ts';

/**
 * Document 000 §2: back to the last saved discover view, else one step back, else /discover.
 * The saved scroll position is not applied here: the Discover page restores `lastView.scrollY`
 * itself when it mounts on `lastView.url`, so navigating there is all this button does.
 */
export function MoreBackButton() {
  const { t } = useTranslation('discoverMore');
  const navigate = useNavigate();
  const location = useLocation();
  const lastView = useDiscoverStore((state) => state.lastView);
  const goBack = () => {
    if (lastView) void navigate(lastView.url);
    // 'default' marks the entry the app opened on: there is nothing of ours to go back to.
    else if (location.key !== 'default') void navigate(-1);
    else void navigate('/discover');
  };
  return (
    <button
      type="button"
      onClick={goBack}
      className="inline-flex items-center gap-2 rounded-full bg-surface-raised px-4 py-2 text-sm font-medium text-text transition hover:bg-white/10"
    >
      <svg viewBox="0 0 20 20" className="h-4 w-4 rtl:-scale-x-100" aria-hidden="true">
        <path d="M12 5l-5 5 5 5" fill="none" stroke="currentColor" strokeWidth="2" />
      </svg>
      {t('back')}
    </button>
  );
}
