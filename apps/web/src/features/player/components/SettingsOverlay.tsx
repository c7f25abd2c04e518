import { usePlayerState } from '../player-context.tsx';
import { onDemandPanel } from './on-demand-panel.ts';

/** The menus (sources, downloads, captions, the watch party's pages), fetched on first opening. */
export const settingsPanel = onDemandPanel(() =>
  import('./SettingsPanel.tsx').then((module) => module.SettingsPanel),
);

/** The player's settings overlay: 343 px wide on larger screens, full width on phones. */
export function SettingsOverlay({ sourceName }: { sourceName: string }) {
  const route = usePlayerState((s) => s.settingsRoute);
  const SettingsPanel = settingsPanel.usePanel(route !== null);
  if (route === null || SettingsPanel === null) return null;
  return <SettingsPanel route={route} sourceName={sourceName} />;
}
