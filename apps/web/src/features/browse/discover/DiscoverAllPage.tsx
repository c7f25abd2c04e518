import { useTranslation } from 'react-i18next';
import { AllMovieLists } from './all/AllMovieLists.tsx';
import { MoreBackButton } from './more/MoreBackButton.tsx';
import { PageFrame } from '../../../shared/layout/PageFrame.tsx';
import { usePageTitle } from '../../../shared/hooks/usePageTitle.ts';

/** /discover/all: the lists page the Movies tab's "View lists" opens. */
export function DiscoverAllPage() {
  const { t } = useTranslation('discover');
  usePageTitle(t('lists.title'));
  return (
    <PageFrame>
      <div className="py-8 sm:py-10">
        <MoreBackButton />
        <h1 className="mb-8 mt-6 text-3xl font-bold sm:text-4xl">{t('lists.title')}</h1>
        <AllMovieLists />
      </div>
    </PageFrame>
  );
}
