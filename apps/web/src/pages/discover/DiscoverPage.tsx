import { useTranslation } from 'react-i18next';
import { DiscoverPanels } from '../../components/discover/DiscoverPanels.tsx';
import { DiscoverTabs } from '../../components/discover/DiscoverTabs.tsx';
import { ReadyToWatchFilter } from '../../components/discover/ReadyToWatchFilter.tsx';
import { useRestoreDiscoverView } from '../../components/discover/hooks/useRestoreDiscoverView.ts';
import { PageFrame } from '../../components/layout/PageFrame.tsx';
import { usePageTitle } from '../../hooks/usePageTitle.ts';

/** Document 000 §2 "Discover": the tabs of carousels to browse by. */
export function DiscoverPage() {
  const { t } = useTranslation('discover');
  usePageTitle(t('pageTitle'));
  useRestoreDiscoverView();
  return (
    <PageFrame>
      <div className="py-10 sm:py-14">
        <h1 className="mb-6 text-3xl font-bold sm:text-4xl">{t('pageTitle')}</h1>
        <div className="mb-8 flex flex-wrap items-center gap-3">
          <DiscoverTabs />
          <ReadyToWatchFilter />
        </div>
        <DiscoverPanels />
      </div>
    </PageFrame>
  );
}
