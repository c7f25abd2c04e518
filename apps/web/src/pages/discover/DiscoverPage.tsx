import { useTranslation } from 'react-i18next';
import { FeaturedSection } from '../../components/featured/FeaturedSection.tsx';
import { RandomPickButton } from '../../components/random-pick/RandomPickButton.tsx';
import { useDiscoverStore } from '../../stores/discover.ts';
import { DiscoverPanels } from '../../components/discover/DiscoverPanels.tsx';
import { DiscoverTabs } from '../../components/discover/DiscoverTabs.tsx';
import { ReadyToWatchFilter } from '../../components/discover/ReadyToWatchFilter.tsx';
import { useRestoreDiscoverView } from '../../components/discover/hooks/useRestoreDiscoverView.ts';
import { PageFrame } from '../../components/layout/PageFrame.tsx';
import { usePageTitle } from '../../hooks/usePageTitle.ts';

/** Discover: the tabs of carousels to browse by. */
export function DiscoverPage() {
  const { t } = useTranslation('discover');
  usePageTitle(t('pageTitle'));
  useRestoreDiscoverView();
  const category = useDiscoverStore((s) => s.selectedCategory);
  return (
    <PageFrame>
      {/* The slider follows the selected tab. */}
      <FeaturedSection category={category} />
      <div className="py-10 sm:py-14">
        <h1 className="mb-6 text-3xl font-bold sm:text-4xl">{t('pageTitle')}</h1>
        <div className="mb-8 flex flex-wrap items-center gap-3">
          <DiscoverTabs />
          <ReadyToWatchFilter />
          <RandomPickButton />
        </div>
        <DiscoverPanels />
      </div>
    </PageFrame>
  );
}
