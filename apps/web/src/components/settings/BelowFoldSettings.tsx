import { useEffect, useMemo } from 'react';
import { AppInfo } from './AppInfo.tsx';
import { ConnectionsSettings } from './connections/ConnectionsSettings.tsx';
import { listProviderSources } from './preferences/provider-sources.ts';
import { PreferencesSettings } from './preferences/PreferencesSettings.tsx';
import { SubtitleSettings } from './subtitles/SubtitleSettings.tsx';

/**
 * The settings sections that start below the fold. They load as their own chunk after the page's
 * first paint, so a phone paints the top of the page without downloading them first.
 */
export function BelowFoldSettings({ onShown }: { onShown: () => void }) {
  const sources = useMemo(() => listProviderSources(), []);
  useEffect(() => {
    onShown();
  }, [onShown]);
  return (
    <>
      <ConnectionsSettings />
      <PreferencesSettings sources={sources} />
      <SubtitleSettings />
      <div className="lg:hidden">
        <AppInfo />
      </div>
    </>
  );
}
