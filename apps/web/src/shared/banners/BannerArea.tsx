import { DowntimeNotice } from './DowntimeNotice.tsx';
import { OfflineBanner } from './OfflineBanner.tsx';

/** The banners every page shows above its frame. */
export function BannerArea() {
  return (
    <div>
      <DowntimeNotice />
      <OfflineBanner />
    </div>
  );
}
