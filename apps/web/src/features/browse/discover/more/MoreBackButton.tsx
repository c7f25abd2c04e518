import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useDiscoverStore } from '../../../../shared/stores/discover.ts';
import { Button } from '../../../../shared/ui/Button.tsx';

/**
 * Back to the last saved discover view, else one step back, else /discover. The saved scroll
 * position is not applied here: the Discover page restores `lastView.scrollY` itself when it mounts
 * on `lastView.url`, so navigating there is all this button does.
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
    <Button variant="secondary" shape="pill" className="text-sm" onClick={goBack}>
      <svg viewBox="0 0 20 20" className="h-4 w-4 rtl:-scale-x-100" aria-hidden="true">
        <path d="M12 5l-5 5 5 5" fill="none" stroke="currentColor" strokeWidth="2" />
      </svg>
      {t('back')}
    </Button>
  );
}
