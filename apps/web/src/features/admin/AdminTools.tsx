import { useTranslation } from 'react-i18next';
import { BackendTestCard } from './BackendTestCard.tsx';
import { LibraryScanCard } from './LibraryScanCard.tsx';
import { RegionSelectorCard } from './RegionSelectorCard.tsx';
import { SiteConstantsCard } from './SiteConstantsCard.tsx';
import { TmdbTestCard } from './TmdbTestCard.tsx';
import { useRegionDetection } from '../../shared/hooks/useRegionDetection.ts';
import { WorkerTestCard } from './WorkerTestCard.tsx';

/** The sections, in order. */
export function AdminTools() {
  const { t } = useTranslation('admin');
  useRegionDetection();
  return (
    <div className="py-10">
      <h1 className="text-3xl font-bold">{t('title')}</h1>
      <p className="mt-2 text-text-dim">{t('intro')}</p>
      <div className="mt-8 grid gap-6 lg:grid-cols-2">
        <SiteConstantsCard />
        <BackendTestCard />
        <WorkerTestCard />
        <TmdbTestCard />
        <RegionSelectorCard />
        <LibraryScanCard />
      </div>
    </div>
  );
}
