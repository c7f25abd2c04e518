import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useDiscoverStore } from '../../../shared/stores/discover.ts';
import { buttonClass } from '../../../shared/ui/button-class.ts';

/** The Movies tab's way to the "All movie lists" page; its back button returns to this view. */
export function ViewListsLink() {
  const { t } = useTranslation('discover');
  const location = useLocation();
  const saveView = useDiscoverStore((s) => s.saveView);
  return (
    <Link
      to="/discover/all"
      onClick={() =>
        saveView({ url: `${location.pathname}${location.search}`, scrollY: window.scrollY })
      }
      className={buttonClass({ variant: 'secondary', size: 'sm', shape: 'pill' })}
    >
      {t('lists.view')}
    </Link>
  );
}
