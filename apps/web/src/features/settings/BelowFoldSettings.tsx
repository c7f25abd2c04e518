import { useMemo } from 'react';
import { listProviderSources } from '../../shared/clients/providers.ts';
import { AppInfo } from './AppInfo.tsx';
import { ConnectionsSettings } from './connections/ConnectionsSettings.tsx';
import { PreferencesSettings } from './preferences/PreferencesSettings.tsx';
import { SourceCredentialsSettings } from './sources/SourceCredentialsSettings.tsx';
import { SubtitleSettings } from './subtitles/SubtitleSettings.tsx';

/**
 * The settings sections that start below the fold. The page renders them a frame after its top,
 * so a phone paints the top without building the rest first.
 */
export function BelowFoldSettings() {
  const sources = useMemo(() => listProviderSources(), []);
  return (
    <>
      <ConnectionsSettings />
      <SourceCredentialsSettings />
      <PreferencesSettings sources={sources} />
      <SubtitleSettings />
      <div className="lg:hidden">
        <AppInfo />
      </div>
    </>
  );
}
