import { useTranslation } from 'react-i18next';
import { FeaturedSection } from '../featured/FeaturedSection.tsx';
import { RandomPickButton } from '../random-pick/RandomPickButton.tsx';
import { useDiscoverStore } from '../../../shared/stores/discover.ts';
import { DiscoverPanels } from './DiscoverPanels.tsx';
import { DiscoverTabs } from './DiscoverTabs.tsx';
import { ReadyToWatchFilter } from './ReadyToWatchFilter.tsx';
import { useRestoreDiscoverView } from './hooks/useRestoreDiscoverView.ts';
import { PageFrame } from '../../../shared/layout/PageFrame.tsx';
import { usePageTitle } from '../../../shared/hooks/usePageTitle.ts';

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
